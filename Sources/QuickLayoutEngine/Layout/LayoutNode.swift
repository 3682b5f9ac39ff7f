import LayoutCore

/// The result of laying out an element for one proposal: its size and guides, the view it
/// stands for (a leaf), and its children placed relative to its own origin.
public struct LayoutNode: Sendable {
  public let dimensions: ElementDimensions
  /// The id of the view this node gives a frame to, for leaves.
  public let viewID: Int?
  public let children: [PlacedNode]
  /// What produced the node, for pictures and explanations ("HStack", "padding", "UILabel").
  public let kind: NodeKind
  private let extras: NodeExtras?

  init(kind: NodeKind, size: Size, viewID: Int? = nil, children: [PlacedNode] = [], guides: AlignmentGuides = .none) {
    self.kind = kind
    self.dimensions = ElementDimensions(size, guides: guides)
    self.viewID = viewID
    self.children = children
    self.extras = nil
  }

  private init(_ node: LayoutNode, kind: NodeKind, extras: NodeExtras) {
    self.kind = kind
    self.dimensions = node.dimensions
    self.viewID = node.viewID
    self.children = node.children
    self.extras = extras
  }

  /// What a grid cell modifier asked of the grid.
  var gridCell: GridCellInfo? { extras?.gridCell }
  /// The element behind the node, when the run records details (for the tree render).
  public var detail: NodeDetail? { extras?.detail }

  /// A node of zero size with nothing in it.
  static func empty(_ kind: NodeKind) -> LayoutNode { LayoutNode(kind: kind, size: .zero) }

  public var size: Size { dimensions.size }

  /// A copy that presents itself as `kind` and carries `gridCell`, as the grid modifiers do.
  func replacing(kind: NodeKind, gridCell: GridCellInfo) -> LayoutNode {
    LayoutNode(self, kind: kind, extras: NodeExtras(gridCell: gridCell, detail: detail))
  }

  /// A copy that carries `detail`.
  func describing(_ detail: NodeDetail) -> LayoutNode {
    LayoutNode(self, kind: kind, extras: NodeExtras(gridCell: gridCell, detail: detail))
  }
}

/// A child node and where its parent put it.
public struct PlacedNode: Sendable {
  public let position: Point
  public let node: LayoutNode

  init(_ node: LayoutNode, at position: Point) {
    self.position = position
    self.node = node
  }
}

/// The rare extras of a layout node, boxed so that a node pays one pointer for all of them.
final class NodeExtras: Sendable {
  let gridCell: GridCellInfo?
  let detail: NodeDetail?

  init(gridCell: GridCellInfo?, detail: NodeDetail?) {
    self.gridCell = gridCell
    self.detail = detail
  }
}

/// What a grid cell's content asks of the grid (`gridCellAnchor`, `gridColumnAlignment`).
struct GridCellInfo: Sendable {
  var anchor: GridCellAnchor?
  var columnAlignment: HorizontalAlignment?
}

extension LayoutNode {
  /// A node of `size` holding one child at `position`, passing the child's guides up, as
  /// every single-child modifier and container does.
  static func wrapping(_ child: LayoutNode, at position: Point = .zero, kind: NodeKind, size: Size? = nil) -> LayoutNode {
    LayoutNode(kind: kind, size: size ?? child.size, children: [PlacedNode(child, at: position)],
               guides: .passedUp(from: child.dimensions, at: position))
  }
}
