import LayoutCore

/// QuickLayout's engine: lays an element tree out exactly as Meta's QuickLayout does (SPEC 2),
/// measuring every view the same number of times.
public enum QuickLayout {
  /// Lays `body` out in `canvas`, following QuickLayout's protocol: `.exact` applies the canvas
  /// rectangle once; `.fit` first asks `sizeThatFits` of the canvas size (a full pass, always
  /// left to right) and then applies a rectangle of that size. `viewCount` is the number of
  /// views the element tree can refer to. `recordingDetails` gives every node the
  /// `NodeDetail` of its element and records every element's proposals (for the tree report);
  /// it costs time and never changes a frame. `rootSizing`, the shown class's own
  /// `sizeThatFits`, is what a `.fit` canvas asks first instead of the body (the macro defers to it).
  public static func layout(_ body: Element, in canvas: Canvas, viewCount: Int, recordingDetails: Bool = false,
                            rootSizing: ViewSizing? = nil) -> LayoutResult {
    let tree = LayoutTree(body, recordingSources: recordingDetails)
    var run = LayoutRun(tree: tree, grid: PixelGrid(scale: canvas.scale > 0 && canvas.scale.isFinite ? canvas.scale : 1),
                        viewCount: viewCount, recordingDetails: recordingDetails)
    defer { run.deallocate() }
    var bounds = sanitized(canvas.size)
    var fittedSize: Size?
    if canvas.mode == .fit {
      let environment = LayoutEnvironment(direction: .leftToRight, reason: .root)
      let sizing = rootSizing.map(ViewSizingState.init)
      let fitted = sizing?.size(for: bounds) { run.layout(0, $0, environment) } ?? run.layout(0, bounds, environment)
      if let failure = sizing?.failure { run.failures.append(failure) }
      fittedSize = fitted
      bounds = sanitized(fitted)
      run.pass = 2
    }
    let size = run.layout(0, bounds, LayoutEnvironment(direction: canvas.direction, reason: .root))
    let origin = run.origin(of: 0, appliedIn: bounds, canvas.alignment, canvas.direction)
    run.layOutHostedBodies(canvas.direction)
    var builder = ResultBuilder(run: run, viewCount: max(viewCount, run.log.measurements.count))
    builder.add(0, at: origin, canvas.direction)
    let applied = Rect(x: 0, y: 0, width: bounds.width.isFinite ? bounds.width : size.width,
                       height: bounds.height.isFinite ? bounds.height : size.height)
    return LayoutResult(canvas: canvas, size: fittedSize ?? size, bounds: applied, tree: builder.tree, frames: builder.frames,
                        viewFlexibility: viewFlexibility(tree, count: builder.frames.count), log: run.log,
                        elementProposals: run.details?.proposalsByPath(tree) ?? [:], failures: run.failures,
                        measurementsPerView: run.pass)
  }

  /// The flexibility of every view by id: QuickLayout's view of its kind (the last place of a
  /// view placed twice).
  private static func viewFlexibility(_ tree: LayoutTree, count: Int) -> [AxesFlexibility?] {
    var flexibility = [AxesFlexibility?](repeating: nil, count: count)
    for node in tree.nodes {
      guard let viewID = node.op.viewID, viewID < count else { continue }
      flexibility[viewID] = node.flexibility.alongVertical
    }
    return flexibility
  }

  /// QuickLayout's sanitising of a proposal: NaN and negative lengths become 0.
  private static func sanitized(_ size: Size) -> Size {
    func clean(_ value: Double) -> Double {
      if value.isNaN { return 0 }
      if value == .greatestFiniteMagnitude { return .infinity }
      return max(value, 0)
    }
    return Size(width: clean(size.width), height: clean(size.height))
  }
}
