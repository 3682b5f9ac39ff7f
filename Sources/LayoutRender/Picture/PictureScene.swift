import LayoutEngine

/// What a picture of a layout result shows, in canvas points: every placed view once, in
/// z-order, at its final frame; the containers; the padding and spacing between things; the
/// rectangle the body was laid out in; and the extent that holds them all.
struct PictureScene {
  /// A container's frame and kind, for `--containers`.
  struct Container {
    let kind: NodeKind
    let frame: Rect
  }

  /// Placed view ids in drawing order (a view placed twice draws once, where it was placed last).
  private(set) var leaves: [Int] = []
  private(set) var containers: [Container] = []
  /// Padding: the band between a padding node's frame and its child's.
  private(set) var paddings: [(outer: Rect, inner: Rect)] = []
  /// The empty space between the children of stacks and flow lines: spacing and spacers.
  private(set) var gaps: [Rect] = []
  private var visits = 0
  /// The rectangle the body was laid out in (the canvas, or the fitted size in `.fit`).
  let bounds: Rect
  /// The union of the bounds and every frame: what the picture must show.
  private(set) var extent: Rect

  init(_ result: LayoutResult) {
    bounds = Self.bounds(of: result)
    extent = bounds
    var lastVisit: [Int: Int] = [:]
    collect(result.root, at: result.rootOrigin, parentKind: nil, lastVisit: &lastVisit)
    leaves = lastVisit.sorted { $0.value < $1.value }.map(\.key).filter { result.frames.indices.contains($0) && result.frames[$0] != nil }
    for id in leaves {
      if let frame = result.frames[id], Self.isDrawable(frame) { extent = extent.union(frame) }
    }
  }

  /// Walks the tree in drawing order, noting each view's last visit in `lastVisit`.
  private mutating func collect(_ node: LayoutNode, at origin: Point, parentKind: NodeKind?, lastVisit: inout [Int: Int]) {
    let frame = Rect(origin: origin, size: node.size)
    if let id = node.viewID {
      lastVisit[id] = visits
      visits += 1
    }
    if Self.isDrawable(frame) { addOverlays(of: node, frame: frame, parentKind: parentKind) }
    for child in node.children {
      collect(child.node, at: origin + child.position, parentKind: node.kind, lastVisit: &lastVisit)
    }
  }

  /// What `--containers` and `--shading` show of a node: its outline, its padding, its gaps.
  private mutating func addOverlays(of node: LayoutNode, frame: Rect, parentKind: NodeKind?) {
    switch node.kind {
    case .hStack, .vStack, .zStack, .hFlow, .vFlow, .grid:
      containers.append(Container(kind: node.kind, frame: frame))
    case .padding:
      if let child = node.children.first { paddings.append((frame, Rect(origin: frame.origin + child.position, size: child.node.size))) }
    default:
      break
    }
    if let axis = Self.stackingAxis(of: node.kind, parentKind: parentKind) { addGaps(of: node, frame: frame, along: axis) }
  }

  /// The empty stretches between consecutive children of a stack-like node along `axis`.
  private mutating func addGaps(of node: LayoutNode, frame: Rect, along axis: Axis) {
    let spans = node.children.filter { $0.node.kind != .spacer }
      .map { (start: $0.position.value(along: axis), end: $0.position.value(along: axis) + $0.node.size.length(along: axis)) }
      .sorted { $0.start < $1.start }
    for (before, after) in zip(spans, spans.dropFirst()) where after.start > before.end {
      let start = frame.origin.value(along: axis) + before.end
      let length = after.start - before.end
      gaps.append(axis == .horizontal
        ? Rect(x: start, y: frame.origin.y, width: length, height: frame.size.height)
        : Rect(x: frame.origin.x, y: start, width: frame.size.width, height: length))
    }
  }

  /// The axis a node lines its children up along: stacks and flow lines along theirs, a
  /// flow's lines across it.
  private static func stackingAxis(of kind: NodeKind, parentKind: NodeKind?) -> Axis? {
    switch kind {
    case .hStack, .vFlow: return .horizontal
    case .vStack, .hFlow: return .vertical
    case .flowLine: return parentKind == .vFlow ? .vertical : .horizontal
    default: return nil
    }
  }

  /// The rectangle QuickLayout applied: the canvas (`.exact`) or the fitted size (`.fit`);
  /// an infinite side takes the body's.
  private static func bounds(of result: LayoutResult) -> Rect {
    let proposed = result.canvas.mode == .fit ? result.size : result.canvas.size
    func side(_ value: Double, _ body: Double) -> Double {
      if value.isNaN || value < 0 { return 0 }
      return value.isFinite ? value : (body.isFinite ? body : 0)
    }
    return Rect(x: 0, y: 0, width: side(proposed.width, result.root.size.width), height: side(proposed.height, result.root.size.height))
  }

  /// Frames with a non-finite side cannot be drawn.
  static func isDrawable(_ frame: Rect) -> Bool {
    frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.width.isFinite && frame.size.height.isFinite
  }
}

private extension Point {
  func value(along axis: Axis) -> Double { axis == .horizontal ? x : y }
}
