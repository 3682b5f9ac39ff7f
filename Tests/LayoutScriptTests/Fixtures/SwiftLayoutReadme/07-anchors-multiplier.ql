// SwiftLayout README, "Anchors": a multiplier on an attribute chain.
Anchors.top.multiplier(10)
