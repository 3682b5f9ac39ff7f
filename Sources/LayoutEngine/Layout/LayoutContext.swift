/// Collects the measurement log of one layout run. Owned by that run alone, so runs on
/// different threads never share one.
final class LayoutRecorder {
  var log: MeasurementLog
  var pass = 1
  /// Whether layout nodes carry a `NodeDetail` of their element.
  let recordsDetails: Bool

  init(viewCount: Int, recordsDetails: Bool) {
    log = MeasurementLog(viewCount: viewCount)
    self.recordsDetails = recordsDetails
  }
}

/// What flows down the tree while laying out: QuickLayout's task-local values (layout
/// direction, the nearest stack's main axis), the pixel grid, the reason for the current
/// proposal, and the run's recorder.
struct LayoutContext {
  let recorder: LayoutRecorder
  let grid: PixelGrid
  var direction: LayoutDirection
  /// The main axis of the nearest enclosing stack or flow; spacers grow along it.
  var mainAxis: Axis = .vertical
  var reason: ProposalReason = .root

  /// The same context with another reason for the next proposal.
  func proposing(_ reason: ProposalReason) -> LayoutContext {
    var copy = self
    copy.reason = reason
    return copy
  }

  /// The same context inside a stack or flow along `axis`.
  func inside(axis: Axis) -> LayoutContext {
    var copy = self
    copy.mainAxis = axis
    return copy
  }

  /// Evaluates `alignment` for `dimensions` in this context's direction.
  func value(of alignment: AlignmentID, in dimensions: ElementDimensions) -> Double {
    dimensions.value(of: alignment, in: direction)
  }
}
