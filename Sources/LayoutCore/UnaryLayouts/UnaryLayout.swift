/// A modifier's layout written once, in one file, for every engine: SwiftUI's `UnaryLayout`
/// protocol (OpenSwiftUI's `_PositionLayout`, `_FixedSizeLayout`… each hold their whole rule).
/// The element tree holds it (`Modifier.unary`); the SwiftUI engine runs it with SwiftUI's
/// proposals, the QuickLayout engine with QuickLayout's (an infinite side read as unspecified).
/// A new SwiftUI layout modifier is a type conforming to this and one vocabulary entry that
/// builds it: no engine, element or report changes.
public protocol UnaryLayout: Sendable {
  /// The modifier's name, which names its node in the result tree: `position`.
  var name: String { get }
  /// The arguments a script writes the modifier with, in order: `x: 20, y: 30` of
  /// `position(x: 20, y: 30)`. Facts, not text: the script printer writes them (LayoutRender).
  var arguments: [UnaryLayoutArgument] { get }
  /// The modifier's size for `proposal` (SwiftUI's `sizeThatFits(in:context:child:)`); `child`
  /// answers the child's size for a proposal.
  func sizeThatFits(_ proposal: ProposedSize, child: (ProposedSize) -> Size) -> Size
  /// Where the modifier, laid out at `size` for `proposal`, puts its child: the proposal the
  /// child is placed with and the child's origin in the modifier (SwiftUI's `placement(of:in:)`).
  func placement(size: Size, proposal: ProposedSize, child: (ProposedSize) -> Size) -> (proposal: ProposedSize, origin: Point)
  /// Whether the modifier keeps its child's spacing preferences (else it has none of its own,
  /// and its neighbours' decide).
  var keepsChildSpacing: Bool { get }
  /// How the modified view reacts to proposals (QuickLayout's flexibility); nil: as its child.
  var flexibility: AxesFlexibility? { get }
}

extension UnaryLayout {
  public var keepsChildSpacing: Bool { true }
  public var flexibility: AxesFlexibility? { nil }
}

/// One argument of a `UnaryLayout` as a script writes it: its label (nil for an unlabelled one)
/// and its value in points.
public struct UnaryLayoutArgument: Sendable, Hashable {
  public var label: String?
  public var value: Double

  public init(_ label: String?, _ value: Double) {
    self.label = label
    self.value = value
  }
}
