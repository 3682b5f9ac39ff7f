import LayoutCore

/// One SwiftUI layout run over a compiled tree: the memos every node keeps (its sizes per
/// proposal, a stack's geometries and fitting orders) in stores allocated once per run, the
/// measurement log, and what the run notes when it records details.
struct SwiftUIRun {
  let tree: SwiftUITree
  /// 1 for the `sizeThatFits` pass of a `.fit` canvas, 2 for the layout after it.
  var pass = 1
  private(set) var log: MeasurementLog
  /// Whether the run notes every element's proposals and explains every stack's order.
  let recordsDetails: Bool
  private(set) var elementProposals: [[Int]: [ElementProposal]] = [:]
  /// Every node's size per proposal.
  var sizes: ProposalMemo<Size>
  /// Every stack's geometry per proposal, its children's parts in `stackChildren`.
  var stackGeometries: ProposalMemo<StackGeometry>
  var stackChildren: RunStore<StackGeometry.Child>
  /// Every stack's fitting order per cross-axis proposal (the key's main side unspecified),
  /// its order and lengths in `orderIndices` and `orderLengths`.
  var fittingOrders: ProposalMemo<FittingOrder>
  var orderIndices: RunStore<Int>
  /// Child `i`'s length at a zero proposal at `2 i` of an order's range, at an infinite one at
  /// `2 i + 1`, once asked.
  var orderLengths: RunStore<Double?>
  /// The placements of the nodes being placed, innermost last (a stack of ranges).
  var placements = RunStore<Placement>(capacity: 64)
  /// Each custom layout's code for this run, by custom layout slot, once started.
  var customStates: [CustomLayoutState?]
  /// What failed in custom layouts' code, in order.
  var failures: [CustomLayoutFailure] = []

  init(tree: SwiftUITree, viewCount: Int, recordsDetails: Bool) {
    self.tree = tree
    let count = tree.nodes.count
    log = MeasurementLog(viewCount: viewCount, keepsRecords: recordsDetails)
    // Room for what a list of cells needs (per leaf 13 measurements; per node about 7 sizes,
    // 1.5 stack geometries of 4 children, 0.75 fitting orders of 3) without growing.
    log.reserveCapacity(tree.leaves.count * 14)
    sizes = ProposalMemo(nodeCount: count, capacity: count * 8)
    stackGeometries = ProposalMemo(nodeCount: count, capacity: count * 2)
    fittingOrders = ProposalMemo(nodeCount: count, capacity: count)
    stackChildren = RunStore(capacity: count * 4)
    orderIndices = RunStore(capacity: count * 3)
    orderLengths = RunStore(capacity: count * 6)
    customStates = Array(repeating: nil, count: tree.customLayouts.count)
    self.recordsDetails = recordsDetails
  }

  /// Records one measurement of a leaf: it answered `size` for `proposal`.
  mutating func measured(_ viewID: Int, _ proposal: ProposedSize, size: Size, reason: ProposalReason) {
    log.record(ProposalRecord(leaf: viewID, pass: pass, proposal: proposal.reported, size: size, measured: true, reason: reason))
  }

  /// Notes a proposal a container or modifier received.
  mutating func note(_ node: Int, proposal: ProposedSize, size: Size, reason: ProposalReason) {
    guard recordsDetails, let path = tree.paths?[node] else { return }
    elementProposals[path, default: []].append(ElementProposal(pass: pass, proposal: proposal.reported, size: size, reason: reason))
  }

  /// Every placement from `start` on forgotten, once its nodes are placed.
  mutating func forgetPlacements(from start: Int) {
    placements.truncate(to: start)
  }

  /// Frees the run's stores; the run must not be used afterwards.
  func deallocate() {
    sizes.deallocate()
    stackGeometries.deallocate()
    fittingOrders.deallocate()
    stackChildren.deallocate()
    orderIndices.deallocate()
    orderLengths.deallocate()
    placements.deallocate()
  }
}
