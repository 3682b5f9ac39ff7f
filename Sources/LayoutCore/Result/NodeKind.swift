/// What produced a node of a layout result. Every engine reports its nodes in these terms, so
/// reports draw and name them without knowing the engine; a new kind is a compile error in every
/// report that must handle it. Modifiers that only ask something of their parent (a layout
/// priority, `fixedSize`, a layout direction, the grid cell modifiers) make no node: their
/// child's node stands for them.
public enum NodeKind: Sendable, Hashable {
  /// A view: the only kind of node that gets a frame of its own.
  case view
  case hStack, vStack, zStack
  case hFlow, vFlow
  /// One line of a flow.
  case flowLine
  case grid
  case spacer
  /// `EmptyLayout()`.
  case empty
  case padding, offset, frame, flexibleFrame, aspectRatio, constrainedSize, alignmentGuide
  case overlay, background
  case gridCellAnchor, gridColumnAlignment
  /// SwiftUI's `GeometryReader`.
  case geometryReader
  /// SwiftUI's `fixedSize`, which centres its child in its own frame.
  case fixedSize
  /// SwiftUI's `ScrollView`.
  case scrollView
  /// A layout the script writes with SwiftUI's `Layout` protocol, named as the script writes
  /// it: `FlowLayout(spacing: 6)`.
  case customLayout(InternedString)
  /// A modifier whose layout is written once for every engine (`UnaryLayout`), by its name: `position`.
  case modifier(InternedString)

  /// How the line-up of a stack-like node runs: stacks and flow lines along their axis, flows
  /// across their lines; nil for every other kind.
  public var stackingAxis: Axis? {
    switch self {
    case .hStack, .vFlow: return .horizontal
    case .vStack, .hFlow: return .vertical
    case .view, .zStack, .flowLine, .grid, .spacer, .empty, .padding, .offset, .frame, .flexibleFrame, .aspectRatio,
         .constrainedSize, .alignmentGuide, .overlay, .background, .gridCellAnchor, .gridColumnAlignment,
         .geometryReader, .fixedSize, .scrollView, .customLayout, .modifier:
      return nil
    }
  }

  /// True for the containers `--containers` outlines.
  public var isContainer: Bool {
    switch self {
    case .hStack, .vStack, .zStack, .hFlow, .vFlow, .grid, .customLayout: return true
    case .view, .flowLine, .spacer, .empty, .padding, .offset, .frame, .flexibleFrame, .aspectRatio,
         .constrainedSize, .alignmentGuide, .overlay, .background, .gridCellAnchor, .gridColumnAlignment,
         .geometryReader, .fixedSize, .scrollView, .modifier:
      return false
    }
  }
}
