import LayoutCore

/// QuickLayout's engine: lays an element tree out exactly as Meta's QuickLayout does (SPEC 2),
/// measuring every view the same number of times.
public enum QuickLayout {
  /// Lays `body` out in `canvas`, following QuickLayout's protocol: `.exact` applies the canvas
  /// rectangle once; `.fit` first asks `sizeThatFits` of the canvas size (a full pass, always
  /// left to right) and then applies a rectangle of that size. `viewCount` is the number of
  /// views the element tree can refer to. `recordingDetails` gives every node the
  /// `NodeDetail` of its element (for the tree report); it costs time and never changes a frame.
  public static func layout(_ body: Element, in canvas: Canvas, viewCount: Int, recordingDetails: Bool = false) -> LayoutResult {
    let recorder = LayoutRecorder(viewCount: viewCount)
    let path: [Int]? = recordingDetails ? [] : nil
    let grid = PixelGrid(scale: canvas.scale > 0 && canvas.scale.isFinite ? canvas.scale : 1)
    var bounds = sanitized(canvas.size)
    var fittedSize: Size?
    if canvas.mode == .fit {
      let context = LayoutContext(recorder: recorder, grid: grid, direction: .leftToRight, path: path)
      let fitted = body.layout(bounds, context).size
      fittedSize = fitted
      bounds = sanitized(fitted)
      recorder.pass = 2
    }
    let context = LayoutContext(recorder: recorder, grid: grid, direction: canvas.direction, path: path)
    let root = body.layout(bounds, context)
    let frame = ElementDimensions(bounds)
    func offset(_ id: AlignmentID) -> Double {
      grid.position(context.value(of: id, in: frame) - context.value(of: id, in: root.dimensions))
    }
    let origin = Point(x: bounds.width.isInfinite ? 0 : offset(canvas.alignment.horizontal.id),
                       y: bounds.height.isInfinite ? 0 : offset(canvas.alignment.vertical.id))
    var commit = Commit(frames: [Rect?](repeating: nil, count: max(viewCount, recorder.log.measurements.count)))
    commit.add(root, at: origin)
    let applied = Rect(x: 0, y: 0, width: bounds.width.isFinite ? bounds.width : root.size.width,
                       height: bounds.height.isFinite ? bounds.height : root.size.height)
    return LayoutResult(canvas: canvas, size: fittedSize ?? root.size, bounds: applied, tree: commit.tree,
                        frames: commit.frames, viewFlexibility: viewFlexibility(of: body, count: commit.frames.count),
                        log: recorder.log, elementProposals: recorder.elementProposals)
  }

  /// The flexibility of every view of `body` by id: QuickLayout's view of its kind.
  private static func viewFlexibility(of body: Element, count: Int) -> [AxesFlexibility?] {
    var flexibility = [AxesFlexibility?](repeating: nil, count: count)
    _ = body.mappingViews { id, element in
      if id < count {
        flexibility[id] = AxesFlexibility(horizontal: element.flexibility(for: .horizontal, mainAxis: .vertical),
                                          vertical: element.flexibility(for: .vertical, mainAxis: .vertical))
      }
      return element
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

/// The last step of a run: every node at its place in the canvas, and every view its frame,
/// as QuickLayout sets `bounds` and `center`.
private struct Commit {
  var frames: [Rect?]
  var tree = ResultTree()

  mutating func add(_ node: LayoutNode, at origin: Point) {
    let size = node.size
    let frame = Rect(origin: origin, size: size)
    if let id = node.viewID {
      if id >= frames.count { frames += Array(repeating: nil, count: id + 1 - frames.count) }
      let center = Point(x: origin.x + size.width * 0.5, y: origin.y + size.height * 0.5)
      frames[id] = Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
    let index = tree.open(ResultNode(kind: node.kind, frame: frame, viewID: node.viewID, detail: node.detail))
    for child in node.children {
      add(child.node, at: origin + child.position)
    }
    tree.close(index)
  }
}
