/// Everything one layout run produced, whichever engine ran it: the body's size, every view's
/// frame in canvas coordinates, the node tree, every proposal and measurement, and what the
/// engine has to say. Reports and the session read only this.
public struct LayoutResult: Sendable {
  public let canvas: Canvas
  /// `.fit`: the body's size that fits the canvas; `.exact`: the body's size for the canvas.
  public let size: Size
  /// The rectangle the body was laid out in: the canvas, or the fitted size in `.fit` (an
  /// infinite side takes the body's).
  public let bounds: Rect
  /// The tree of nodes of the final pass, frames in canvas coordinates.
  public let tree: ResultTree
  /// `frames[id]`: the frame of view `id`, nil when it was not placed. A view placed twice
  /// keeps its last frame, as a UIView would.
  public let frames: [Rect?]
  /// `viewFlexibility[id]`: how view `id` reacts to proposals, by the engine's rules; nil for
  /// a view the engine has no such notion for.
  public let viewFlexibility: [AxesFlexibility?]
  public let log: MeasurementLog
  /// Every proposal each element received, by `NodeDetail.path`; empty unless the run
  /// recorded details.
  public let elementProposals: [[Int]: [ElementProposal]]
  /// Where each enclosing stack put a view in its sizing order, and why, by view id (SwiftUI's
  /// engine, when the run records details): `:explain` says it.
  public let stackFacts: [Int: [StackFact]]
  /// What failed in custom layouts' own code during the run, in order (at most one per
  /// container): the pipeline reports each as a diagnostic at its line.
  public let failures: [CustomLayoutFailure]
  /// How many times the run measures a view when it measures each view once a pass (QuickLayout:
  /// one pass, two in `.fit`, SPEC 2): a view measured more often was measured twice in a pass,
  /// which the frame table flags. Nil when the engine measures a view several times by design
  /// (SwiftUI) or measures none (Auto Layout): then no count is flagged.
  public var measurementsPerView: Int?

  /// A result as an engine assembles it.
  public init(canvas: Canvas, size: Size, bounds: Rect, tree: ResultTree, frames: [Rect?],
              viewFlexibility: [AxesFlexibility?], log: MeasurementLog, elementProposals: [[Int]: [ElementProposal]],
              stackFacts: [Int: [StackFact]] = [:], failures: [CustomLayoutFailure] = [], measurementsPerView: Int? = nil) {
    self.measurementsPerView = measurementsPerView
    self.canvas = canvas
    self.size = size
    self.bounds = bounds
    self.tree = tree
    self.frames = frames
    self.viewFlexibility = viewFlexibility
    self.log = log
    self.elementProposals = elementProposals
    self.stackFacts = stackFacts
    self.failures = failures
  }
}

extension LayoutResult {
  /// How view `id` reacts to proposals, if the engine says.
  public func flexibility(ofView id: Int) -> AxesFlexibility? {
    viewFlexibility.indices.contains(id) ? viewFlexibility[id] : nil
  }
}
