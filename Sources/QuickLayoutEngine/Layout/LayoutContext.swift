import LayoutCore

/// Collects the measurement log of one layout run. Owned by that run alone, so runs on
/// different threads never share one.
final class LayoutRecorder {
  var log: MeasurementLog
  var pass = 1
  /// Every proposal each element received, by element path, when the run records details.
  var elementProposals: [[Int]: [ElementProposal]] = [:]

  init(viewCount: Int) {
    log = MeasurementLog(viewCount: viewCount)
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
  /// Where the element being laid out sits in the element tree (the child indices that lead
  /// to it from the body) when the run records details; nil otherwise, at no cost.
  var path: [Int]?

  /// The same context with another reason for the next proposal.
  func proposing(_ reason: ProposalReason) -> LayoutContext {
    var copy = self
    copy.reason = reason
    return copy
  }

  /// The context for child `index` of the element being laid out.
  func forChild(_ index: Int) -> LayoutContext {
    guard path != nil else { return self }
    var copy = self
    copy.path!.append(index)
    return copy
  }

  /// The context for child `index`, proposed for `reason`.
  func proposing(_ reason: ProposalReason, toChild index: Int) -> LayoutContext {
    proposing(reason).forChild(index)
  }

  /// The context of the next child of the same parent (`index` among its siblings).
  func sibling(_ index: Int) -> LayoutContext {
    guard let path, !path.isEmpty else { return self }
    var copy = self
    copy.path![path.count - 1] = index
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
