/// Why a container proposed a size to a child: what `:explain` says next to each proposal.
public enum ProposalReason: String, Sendable {
  /// The root of the layout was proposed the canvas (or the fitted size).
  case root
  /// A stack's fixed-size child, measured first with what remained.
  case fixedChild = "fixed-size child"
  /// A partial stack child measured with its whole priority group's space.
  case preMeasure = "pre-measure"
  /// A child measured with its share of what its group had left.
  case share = "share of the group"
  /// A partial child measured again with its share: the double measurement.
  case remeasure = "re-measure (double measurement)"
  /// A child that is alone in its container.
  case singleChild = "single child"
  /// A stack child whose layout priority no sibling shares: measured with all that is left.
  case aloneInGroup = "alone in its priority group"
  /// An overlay or background, proposed its target's size.
  case layer = "layer of an overlay/background"
  /// A flow item, proposed the flow's whole proposal.
  case flowItem = "flow item"
  /// A grid cell, measured with the grid's space or its column/row share.
  case gridCell = "grid cell"
  /// A ZStack child, proposed the ZStack's own proposal.
  case zStackChild = "ZStack child"
  /// The body of a view of the script's own class, proposed what its view was asked (its
  /// `sizeThatFits`, or the size its override asks of `body.sizeThatFits`).
  case hostBody = "body of its view (sizeThatFits)"
  /// The body of a view of the script's own class, laid out in the view's bounds (its `layoutSubviews`).
  case hostBounds = "body in its view's bounds (layoutSubviews)"
  /// SwiftUI: a stack child proposed an even split of what its priority group has left.
  case evenShare = "even share of what remains"
  /// SwiftUI: a stack asking a child's length at a zero or an infinite proposal, to order
  /// its children by flexibility.
  case flexibilityProbe = "flexibility probe"
  /// SwiftUI: proposed nil (unspecified) on an axis: the child's ideal size.
  case ideal = "ideal size (unspecified)"
  /// SwiftUI: a modifier passing its proposal on, changed by its own rule.
  case modifier = "through a modifier"
  /// SwiftUI: the proposal a container places a child with.
  case placement = "placement"
  /// A custom layout's `sizeThatFits` asking a subview (`subview.sizeThatFits(…)`, `dimensions(in:)`).
  case customSizing = "custom layout: sizeThatFits"
  /// A custom layout's `placeSubviews` asking or placing a subview.
  case customPlacing = "custom layout: placeSubviews"
}

/// One proposal a view received during a layout run.
public struct ProposalRecord: Sendable {
  /// The view's id (index in the script's table of views).
  public let leaf: Int
  /// 1 for the `sizeThatFits` pass of a `.fit` canvas, the last pass otherwise.
  public let pass: Int
  public let proposal: Size
  /// The size the view answered.
  public let size: Size
  /// Whether the view's own sizing ran (a measurement in QuickLayout's sense).
  public let measured: Bool
  public let reason: ProposalReason
  /// Why the view's container was itself proposed a size, when that is a stack's step (its
  /// pre-measure, its share, its re-measure): a label in a VStack pre-measured twice by an
  /// HStack is pre-measured by the VStack both times, once within each of the HStack's steps.
  public let cause: ProposalReason?

  /// A proposal as an engine records it.
  public init(leaf: Int, pass: Int, proposal: Size, size: Size, measured: Bool, reason: ProposalReason, cause: ProposalReason? = nil) {
    self.cause = cause
    self.leaf = leaf
    self.pass = pass
    self.proposal = proposal
    self.size = size
    self.measured = measured
    self.reason = reason
  }
}

/// Every proposal of a layout run, in order (kept when the run records details: a large layout's
/// proposals are a record for every few bytes of its script), with per-view measurement counts.
public struct MeasurementLog: Sendable {
  public private(set) var records: [ProposalRecord] = []
  /// False when only the counts are kept.
  public let keepsRecords: Bool
  /// `measurements[id]`: how many times view `id` was measured.
  public private(set) var measurements: [Int]
  /// `requests[id]`: how many proposals view `id` received, measured or not.
  public private(set) var requests: [Int]

  /// An empty log for `viewCount` views (it grows for ids past them); `keepsRecords` false keeps
  /// only the counts.
  public init(viewCount: Int, keepsRecords: Bool = true) {
    self.keepsRecords = keepsRecords
    measurements = Array(repeating: 0, count: viewCount)
    requests = Array(repeating: 0, count: viewCount)
  }

  /// Makes room for `count` records, so that a run that expects them does not grow the log.
  public mutating func reserveCapacity(_ count: Int) { if keepsRecords { records.reserveCapacity(count) } }

  /// Adds one proposal.
  public mutating func record(_ record: ProposalRecord) {
    growIfNeeded(to: record.leaf)
    if keepsRecords { records.append(record) }
    requests[record.leaf] += 1
    if record.measured { measurements[record.leaf] += 1 }
  }

  private mutating func growIfNeeded(to id: Int) {
    if id >= measurements.count {
      measurements += Array(repeating: 0, count: id + 1 - measurements.count)
      requests += Array(repeating: 0, count: id + 1 - requests.count)
    }
  }

  /// The proposals view `id` received, in order.
  public func records(for id: Int) -> [ProposalRecord] { records.filter { $0.leaf == id } }

  /// Total measurements over all views.
  public var totalMeasurements: Int { measurements.reduce(0, +) }
}
