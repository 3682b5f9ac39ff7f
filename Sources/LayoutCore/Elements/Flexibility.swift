/// How an element reacts to the size it is offered on one axis, QuickLayout's first question.
public enum Flexibility: Int, Sendable, Comparable {
  /// Always the same length, whatever is proposed (an image, a fixed frame).
  case fixedSize = 0
  /// Has a length of its own but adapts to the proposal (a label, a button).
  case partial = 1
  /// Takes whatever is proposed (a plain view, a spacer along its stack).
  case fullyFlexible = 2

  public static func < (lhs: Flexibility, rhs: Flexibility) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// An element's flexibility on both axes (the frame table shows it as `partial/fixed`).
public struct AxesFlexibility: Sendable, Hashable {
  public var horizontal: Flexibility
  public var vertical: Flexibility

  /// The flexibility on each axis.
  public init(horizontal: Flexibility, vertical: Flexibility) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}
