/// What a layout run with details on (`Element.layout(in:viewCount:recordingDetails:)`)
/// remembers of the element behind a layout node: the proposal it was laid out for, how it
/// answers QuickLayout's first two questions, and a one-line summary of its arguments.
///
/// Modifiers that make no node of their own (`layoutPriority`, `fixedSize`,
/// `layoutDirection`, the grid cell modifiers) add their detail in front of their child's:
/// `inner` is then the child element's detail of the same node.
public final class NodeDetail: Sendable {
  /// Where the element sits in the element tree: the key of its proposals in
  /// `LayoutResult.elementProposals`.
  public let path: [Int]
  /// The size the element was proposed for the layout this node is the result of.
  public let proposal: Size
  public let horizontal: Flexibility
  public let vertical: Flexibility
  /// The priority a stack groups the element by.
  public let priority: Double
  /// The element as written, without its children: `HStack(alignment: .top, spacing: 8)`.
  public let summary: String
  /// The detail of the element this one passes its node through from.
  public let inner: NodeDetail?

  init(element: Element, path: [Int], proposal: Size, mainAxis: Axis, inner: NodeDetail?) {
    self.path = path
    self.proposal = proposal
    self.horizontal = element.flexibility(for: .horizontal, mainAxis: mainAxis)
    self.vertical = element.flexibility(for: .vertical, mainAxis: mainAxis)
    self.priority = element.layoutPriority
    self.summary = element.summary
    self.inner = inner
  }

  /// This detail and every inner one, outermost first.
  public var chain: [NodeDetail] {
    var details = [self]
    while let next = details[details.count - 1].inner { details.append(next) }
    return details
  }
}

extension Modifier {
  /// True for the modifiers whose layout is their child's node itself.
  var passesNodeThrough: Bool {
    switch self {
    case .layoutPriority, .fixedSize, .layoutDirection, .gridCellAnchor, .gridColumnAlignment: return true
    case .padding, .offset, .frame, .flexibleFrame, .aspectRatio, .constrainedSize, .alignmentGuide, .layer: return false
    }
  }
}
