/// Everything one layout run produced: the body's size, the tree of layout nodes, every
/// view's frame in canvas coordinates, and the measurement log.
public struct LayoutResult: Sendable {
  public let canvas: Canvas
  /// `.fit`: the body's size that fits the canvas; `.exact`: the body's size for the canvas.
  public let size: Size
  /// The body's layout node from the final pass.
  public let root: LayoutNode
  /// Where the root node sits in the canvas.
  public let rootOrigin: Point
  /// `frames[id]`: the frame of view `id`, nil when it was not placed. A view placed twice
  /// keeps its last frame, as a UIView would.
  public let frames: [Rect?]
  public let log: MeasurementLog
  /// Every proposal each element received, by `NodeDetail.path`; empty unless the run
  /// recorded details.
  public let elementProposals: [[Int]: [ElementProposal]]

  /// A result as an engine produced it.
  public init(canvas: Canvas, size: Size, root: LayoutNode, rootOrigin: Point, frames: [Rect?], log: MeasurementLog,
              elementProposals: [[Int]: [ElementProposal]]) {
    self.canvas = canvas
    self.size = size
    self.root = root
    self.rootOrigin = rootOrigin
    self.frames = frames
    self.log = log
    self.elementProposals = elementProposals
  }
}
