extension Element {
  /// Lays this element out as the body of `canvas`, following QuickLayout's protocol:
  /// `.exact` applies the canvas rectangle once; `.fit` first asks `sizeThatFits` of the
  /// canvas size (a full pass, always left to right) and then applies a rectangle of that
  /// size. `viewCount` is the number of views the element tree can refer to.
  /// `recordingDetails` gives every node the `NodeDetail` of its element (for the tree
  /// render); it costs time and never changes a frame.
  public func layout(in canvas: Canvas, viewCount: Int, recordingDetails: Bool = false) -> LayoutResult {
    let recorder = LayoutRecorder(viewCount: viewCount)
    let path: [Int]? = recordingDetails ? [] : nil
    let grid = PixelGrid(scale: canvas.scale > 0 && canvas.scale.isFinite ? canvas.scale : 1)
    var bounds = Self.sanitized(canvas.size)
    var fittedSize: Size?
    if canvas.mode == .fit {
      let context = LayoutContext(recorder: recorder, grid: grid, direction: .leftToRight, path: path)
      let fitted = layout(bounds, context).size
      fittedSize = fitted
      bounds = Self.sanitized(fitted)
      recorder.pass = 2
    }
    let context = LayoutContext(recorder: recorder, grid: grid, direction: canvas.direction, path: path)
    let root = layout(bounds, context)
    let frame = ElementDimensions(bounds)
    let x = bounds.width.isInfinite ? 0 : grid.position(context.value(of: canvas.alignment.horizontal.id, in: frame)
                                                         - context.value(of: canvas.alignment.horizontal.id, in: root.dimensions))
    let y = bounds.height.isInfinite ? 0 : grid.position(context.value(of: canvas.alignment.vertical.id, in: frame)
                                                          - context.value(of: canvas.alignment.vertical.id, in: root.dimensions))
    let origin = Point(x: x, y: y)
    var frames = [Rect?](repeating: nil, count: max(viewCount, recorder.log.measurements.count))
    Self.commit(root, at: origin, into: &frames)
    return LayoutResult(canvas: canvas, size: fittedSize ?? root.size, root: root, rootOrigin: origin,
                        frames: frames, log: recorder.log, elementProposals: recorder.elementProposals)
  }

  /// Gives every view in the tree its frame, as QuickLayout sets `bounds` and `center`.
  private static func commit(_ node: LayoutNode, at origin: Point, into frames: inout [Rect?]) {
    if let id = node.viewID {
      if id >= frames.count { frames += Array(repeating: nil, count: id + 1 - frames.count) }
      let size = node.size
      let center = Point(x: origin.x + size.width * 0.5, y: origin.y + size.height * 0.5)
      frames[id] = Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
    for child in node.children {
      commit(child.node, at: origin + child.position, into: &frames)
    }
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
