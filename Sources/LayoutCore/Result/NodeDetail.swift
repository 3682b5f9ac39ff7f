/// What a layout run with details on remembers of the element behind a result node: the
/// element itself, where it sits in the body, the proposal it was laid out for, and how it
/// answered the engine's questions of flexibility and priority. Reports print the element.
///
/// Modifiers that make no node of their own (`layoutPriority`, `fixedSize`,
/// `layoutDirection`, the grid cell modifiers) add their detail in front of their child's:
/// `inner` is then the child element's detail of the same node.
public final class NodeDetail: Sendable {
  public let element: Element
  /// Where the element sits in the element tree (`Element.element(at:)`): the key of its
  /// proposals in `LayoutResult.elementProposals`.
  public let path: [Int]
  /// The size the element was proposed for the layout this node is the result of.
  public let proposal: Size
  public let horizontal: Flexibility
  public let vertical: Flexibility
  /// The priority a stack groups the element by.
  public let priority: Double
  /// The detail of the element this one passes its node through from.
  public let inner: NodeDetail?

  /// A detail as an engine records it.
  public init(element: Element, path: [Int], proposal: Size, horizontal: Flexibility, vertical: Flexibility,
              priority: Double, inner: NodeDetail?) {
    self.element = element
    self.path = path
    self.proposal = proposal
    self.horizontal = horizontal
    self.vertical = vertical
    self.priority = priority
    self.inner = inner
  }

  /// This detail and every inner one, outermost first.
  public var chain: [NodeDetail] {
    var details = [self]
    while let next = details[details.count - 1].inner { details.append(next) }
    return details
  }
}
