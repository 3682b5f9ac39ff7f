/// SwiftUI's `position(x:y:)` and `position(_:)`: "Positions the center of this view at the
/// specified coordinates in its parent's coordinate space" (Apple's documentation of
/// `position(x:y:)`). The rule is OpenSwiftUI's `_PositionLayout` (audited against SwiftUI):
/// the modified view takes the whole proposal, an unspecified side taking the child's length for
/// that proposal; the child is proposed the modified view's size and its centre put at
/// (`x`, `y`) in the modified view; the modified view has no spacing preferences of its own
/// (SwiftUI stops projecting the child's). Under QuickLayout, which has no such modifier, the
/// same rule runs with QuickLayout's proposals (this project's choice): the view takes what it
/// is offered, fully flexible on both axes.
public struct PositionRule: UnaryLayout {
  public let x: Double
  public let y: Double

  public init(x: Double, y: Double) {
    self.x = x.isFinite ? x : 0
    self.y = y.isFinite ? y : 0
  }

  public var name: String { "position" }
  public var arguments: [UnaryLayoutArgument] { [UnaryLayoutArgument("x", x), UnaryLayoutArgument("y", y)] }

  public func sizeThatFits(_ proposal: ProposedSize, child: (ProposedSize) -> Size) -> Size {
    if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
    let own = child(proposal)
    return Size(width: proposal.width ?? own.width, height: proposal.height ?? own.height)
  }

  public func placement(size: Size, proposal: ProposedSize, child: (ProposedSize) -> Size) -> (proposal: ProposedSize, origin: Point) {
    let childProposal = ProposedSize(size)
    let childSize = child(childProposal)
    return (childProposal, Point(x: x - childSize.width / 2, y: y - childSize.height / 2))
  }

  public var keepsChildSpacing: Bool { false }

  public var flexibility: AxesFlexibility? { AxesFlexibility(horizontal: .fullyFlexible, vertical: .fullyFlexible) }
}
