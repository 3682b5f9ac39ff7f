import LayoutCore

extension StackFact {
  /// What `:explain` says of a view a SwiftUI stack sized: `HStack: sized the VStack holding it
  /// 3 of 4 — priority 0, flexibility 269 (8.5 to 277.5 wide); offered 259 wide, an even share
  /// of what was left`, or that the stack proposed every child its ideal size.
  public var sentence: String {
    let name = axis == .horizontal ? "HStack" : "VStack"
    let length = axis == .horizontal ? "wide" : "tall"
    let subject = holder.map { "the \($0) holding it" } ?? "it"
    guard let sizing else { return "\(name): proposed \(subject) nothing along its axis (its ideal size), as every child" }
    let flexibility = sizing.range.map { range in
      "flexibility \(formatPoints(range.high - range.low)) (\(formatPoints(range.low)) to \(formatPoints(range.high)) \(length))"
    } ?? "alone in its priority"
    return "\(name): sized \(subject) \(sizing.rank + 1) of \(count) — priority \(formatPoints(sizing.priority)), "
      + "\(flexibility); offered \(formatPoints(sizing.offer)) \(length), an even share of what was left"
  }
}
