import LayoutCore

extension Modifier {
  /// Lays out `child` under this modifier for `proposal`.
  func layout(_ child: Element, _ proposal: Size, _ context: LayoutContext) -> LayoutNode {
    switch self {
    case let .padding(insets, followsDirection):
      return Self.pad(child, insets: followsDirection && context.direction == .rightToLeft ? insets.mirrored : insets, proposal, context)
    case let .offset(x, y):
      let node = child.layout(proposal, context)
      let position = Point(x: context.direction == .rightToLeft ? -x : x, y: y)
      return .wrapping(node, at: position, kind: .offset)
    case let .frame(width, height, alignment):
      return Self.fixedFrame(child, width: width, height: height, alignment: alignment, proposal, context)
    case .flexibleFrame(let frame):
      return frame.layout(child, proposal, context)
    case .layoutPriority:
      return child.layout(proposal, context)
    case let .fixedSize(horizontal, vertical):
      let unbounded = Size(width: horizontal ? .infinity : proposal.width, height: vertical ? .infinity : proposal.height)
      return child.layout(unbounded, context)
    case let .aspectRatio(ratio, mode):
      return Self.aspectRatio(child, ratio: ratio, mode: mode, proposal, context)
    case let .constrainedSize(maxWidth, maxHeight):
      let clamped = Size(width: maxWidth.map { min($0, proposal.width) } ?? proposal.width,
                         height: maxHeight.map { min($0, proposal.height) } ?? proposal.height)
      return .wrapping(child.layout(clamped, context), kind: .constrainedSize)
    case let .alignmentGuide(id, guide):
      let node = child.layout(proposal, context)
      var guides = AlignmentGuides.passedUp(from: node.dimensions, at: .zero)
      guides.set(id, guide)
      return LayoutNode(kind: .alignmentGuide, size: node.size, children: [PlacedNode(node, at: .zero)], guides: guides)
    case let .layer(content, placement, alignment):
      return Self.layer(child, content: content, placement: placement, alignment: alignment, proposal, context)
    case .gridCellAnchor(let anchor):
      return child.layout(proposal, context).replacing(kind: .gridCellAnchor, gridCell: GridCellInfo(anchor: anchor))
    case .gridCellColumns:
      return child.layout(proposal, context)
    case .gridColumnAlignment(let alignment):
      return child.layout(proposal, context).replacing(kind: .gridColumnAlignment, gridCell: GridCellInfo(columnAlignment: alignment))
    case .layoutDirection(let direction):
      var inner = context
      inner.direction = direction
      return child.layout(proposal, inner)
    }
  }

  /// `padding`: the child is proposed what is left inside the insets and placed at the top-left inset.
  private static func pad(_ child: Element, insets: EdgeInsets, _ proposal: Size, _ context: LayoutContext) -> LayoutNode {
    let inner = Size(width: max(proposal.width - insets.left - insets.right, 0),
                     height: max(proposal.height - insets.top - insets.bottom, 0))
    let node = child.layout(inner, context)
    let size = Size(width: node.size.width + insets.left + insets.right, height: node.size.height + insets.top + insets.bottom)
    return .wrapping(node, at: Point(x: insets.left, y: insets.top), kind: .padding, size: size)
  }

  /// A fixed `frame`: proposes its set sides, takes them as its size and aligns the child inside.
  private static func fixedFrame(_ child: Element, width: Double?, height: Double?, alignment: Alignment,
                                 _ proposal: Size, _ context: LayoutContext) -> LayoutNode {
    let node = child.layout(Size(width: width ?? proposal.width, height: height ?? proposal.height), context)
    let size = Size(width: width ?? node.size.width, height: height ?? node.size.height)
    return .aligned(node, in: size, alignment: alignment, kind: .frame, context)
  }

  /// `aspectRatio`: proposes the largest (fit) or smallest (fill) size of the ratio around the proposal.
  private static func aspectRatio(_ child: Element, ratio: Double, mode: ContentMode, _ proposal: Size, _ context: LayoutContext) -> LayoutNode {
    let target = Self.aspectProposal(proposal, ratio: ratio, mode: mode)
    let node = child.layout(target, context)
    let size = Size(width: node.size.width.isInfinite ? target.width : node.size.width,
                    height: node.size.height.isInfinite ? target.height : node.size.height)
    return .wrapping(node, kind: .aspectRatio, size: size)
  }

  private static func aspectProposal(_ proposal: Size, ratio: Double, mode: ContentMode) -> Size {
    guard ratio > 0 && ratio.isFinite else { return proposal }
    let widthFinite = proposal.width.isFinite, heightFinite = proposal.height.isFinite
    if !widthFinite && !heightFinite { return proposal }
    let fromHeight = Size(width: proposal.height * ratio, height: proposal.height)
    let fromWidth = Size(width: proposal.width, height: proposal.width / ratio)
    if !widthFinite { return fromHeight }
    if !heightFinite { return fromWidth }
    let wider = proposal.width / proposal.height > ratio
    switch mode {
    case .fill: return wider ? fromWidth : fromHeight
    case .fit: return wider ? fromHeight : fromWidth
    }
  }

  /// `overlay` / `background`: the target is laid out, then the layer is proposed its size and aligned on it.
  private static func layer(_ target: Element, content: Element, placement: LayerPlacement, alignment: Alignment,
                            _ proposal: Size, _ context: LayoutContext) -> LayoutNode {
    let targetNode = target.layout(proposal, context)
    let layerNode = content.layout(targetNode.size, context.proposing(.layer).sibling(1))
    let x = context.value(of: alignment.horizontal.id, in: targetNode.dimensions) - context.value(of: alignment.horizontal.id, in: layerNode.dimensions)
    let y = context.value(of: alignment.vertical.id, in: targetNode.dimensions) - context.value(of: alignment.vertical.id, in: layerNode.dimensions)
    let placedLayer = PlacedNode(layerNode, at: context.grid.position(Point(x: x, y: y)))
    let placedTarget = PlacedNode(targetNode, at: .zero)
    return LayoutNode(kind: placement == .overlay ? .overlay : .background, size: targetNode.size,
                      children: placement == .overlay ? [placedTarget, placedLayer] : [placedLayer, placedTarget],
                      guides: .passedUp(from: targetNode.dimensions, at: .zero))
  }
}

extension LayoutNode {
  /// A node of `size` with `child` placed by `alignment` (rounded to the pixel grid), as the
  /// fixed and flexible frames do.
  static func aligned(_ child: LayoutNode, in size: Size, alignment: Alignment, kind: NodeKind, _ context: LayoutContext) -> LayoutNode {
    let frame = ElementDimensions(size)
    let x = context.value(of: alignment.horizontal.id, in: frame) - context.value(of: alignment.horizontal.id, in: child.dimensions)
    let y = context.value(of: alignment.vertical.id, in: frame) - context.value(of: alignment.vertical.id, in: child.dimensions)
    return .wrapping(child, at: context.grid.position(Point(x: x, y: y)), kind: kind, size: size)
  }
}

extension Modifier {
  /// True for the modifiers whose layout is their child's node itself.
  var passesNodeThrough: Bool {
    switch self {
    case .layoutPriority, .fixedSize, .layoutDirection, .gridCellAnchor, .gridColumnAlignment, .gridCellColumns: return true
    case .padding, .offset, .frame, .flexibleFrame, .aspectRatio, .constrainedSize, .alignmentGuide, .layer: return false
    }
  }
}
