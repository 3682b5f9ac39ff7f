import LayoutCore

/// One SwiftUI layout run: measures leaves into the log, resolves alignment values, and
/// notes every proposal an element received when the run records details.
final class SwiftUIRun {
  @exclusivity(unchecked) private(set) var log: MeasurementLog
  var pass = 1
  private let guided: [AlignmentID]
  /// Whether the run notes every element's proposals and explains every stack's order.
  let recordsDetails: Bool
  private(set) var elementProposals: [[Int]: [ElementProposal]] = [:]
  /// Each custom layout container's code for this run, by node.
  var customLayouts: [ObjectIdentifier: CustomLayoutState] = [:]
  /// What failed in custom layouts' code, in order.
  var failures: [CustomLayoutFailure] = []

  init(viewCount: Int, guided: [AlignmentID], recordsDetails: Bool) {
    log = MeasurementLog(viewCount: viewCount)
    // A fitted run asks a list cell's leaves 7 to 13 times each: room for 8 without growing.
    log.reserveCapacity(viewCount * 8)
    self.guided = guided
    self.recordsDetails = recordsDetails
  }

  /// Records one measurement of a leaf: it answered `size` for `proposal`.
  func measured(_ view: LeafView, _ proposal: ProposedSize, size: Size, reason: ProposalReason) {
    log.record(ProposalRecord(leaf: view.id, pass: pass, proposal: proposal.reported, size: size, measured: true, reason: reason))
  }

  /// A Text asked its width for a width of 0, which it answers (0) without wrapping.
  func countProbe(of view: LeafView, _ proposal: ProposedSize) {
    log.record(ProposalRecord(leaf: view.id, pass: pass, proposal: proposal.reported, size: .zero, measured: true,
                              reason: .flexibilityProbe))
  }

  /// Notes a proposal a container or modifier received.
  func note(_ node: SwiftUINode, proposal: ProposedSize, size: Size, reason: ProposalReason) {
    guard recordsDetails, let path = node.path else { return }
    elementProposals[path, default: []].append(
      ElementProposal(pass: pass, proposal: proposal.reported, size: size, reason: reason))
  }

  /// The value of `alignment` for `node` at `size`: its explicit value, else the default.
  func value(of alignment: AlignmentID, for node: SwiftUINode, size: Size, proposal: ProposedSize) -> Double {
    if let explicit = node.explicitValue(of: alignment, size: size, proposal: proposal, self) { return explicit }
    let dimensions = alignment.isBuiltIn ? ElementDimensions(size) : self.dimensions(of: node, size: size, proposal: proposal)
    let value = alignment.defaultValue(in: ViewDimensions(dimensions, direction: .leftToRight))
    return value.isFinite ? value : 0
  }

  /// Where `node`, laid out at `size` for `proposal`, sits in a `container` of that size so that
  /// its `alignment` guides meet the container's (a frame's child, a layer, a grid cell).
  func offset(of node: SwiftUINode, size: Size, proposal: ProposedSize, aligned alignment: Alignment, in container: Size) -> Point {
    let frame = ViewDimensions(ElementDimensions(container), direction: .leftToRight)
    return Point(x: alignment.horizontal.id.defaultValue(in: frame) - value(of: alignment.horizontal.id, for: node, size: size, proposal: proposal),
                 y: alignment.vertical.id.defaultValue(in: frame) - value(of: alignment.vertical.id, for: node, size: size, proposal: proposal))
  }

  /// What a guide closure sees of `node`: its size and its explicit values.
  func dimensions(of node: SwiftUINode, size: Size, proposal: ProposedSize) -> ElementDimensions {
    let values = guided.compactMap { id in node.explicitValue(of: id, size: size, proposal: proposal, self).map { (id, $0) } }
    return ElementDimensions(size, explicitValues: values)
  }
}
