/// Where a SwiftUI stack put one of its children in its sizing, as a fact an engine reports for
/// every view in that child (`LayoutResult.stackFacts`); reports write the sentences.
public struct StackFact: Sendable, Equatable {
  /// The stack's axis (an HStack's is horizontal).
  public var axis: Axis
  /// The child, when it is not the view itself (through modifiers): the container holding the
  /// view, as the script writes it (`VStack`).
  public var holder: String?
  /// How many children the stack has.
  public var count: Int
  /// Where the child came in the stack's fitting order and what it was offered; nil when the
  /// stack proposed every child nothing along its axis (its ideal size).
  public var sizing: Sizing?

  /// A child's place in its stack's fitting order.
  public struct Sizing: Sendable, Equatable {
    /// 0 for the child sized first.
    public var rank: Int
    public var priority: Double
    /// The child's length along the axis at a zero and at an infinite proposal, when the
    /// stack asked them (a child alone in its priority is never asked).
    public var range: (low: Double, high: Double)?
    /// The length the child was offered along the axis, an even share of what was left.
    public var offer: Double

    public init(rank: Int, priority: Double, range: (low: Double, high: Double)?, offer: Double) {
      self.rank = rank
      self.priority = priority
      self.range = range
      self.offer = offer
    }

    public static func == (left: Sizing, right: Sizing) -> Bool {
      left.rank == right.rank && left.priority == right.priority && left.offer == right.offer
        && left.range?.low == right.range?.low && left.range?.high == right.range?.high
    }
  }

  public init(axis: Axis, holder: String?, count: Int, sizing: Sizing?) {
    self.axis = axis
    self.holder = holder
    self.count = count
    self.sizing = sizing
  }
}
