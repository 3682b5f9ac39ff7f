// SwiftLayout README, "Anchors": an attribute chain on its own.
Anchors.top.bottom
