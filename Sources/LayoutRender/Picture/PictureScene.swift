import LayoutCore

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

  /// The scene of `result`, without the views in `hidden`, which are laid out and not drawn
  /// (`LayoutResult.hiddenViews(of:)`).
  init(_ result: LayoutResult, hidden: Set<Int> = []) {
    bounds = Self.bounds(of: result)
    extent = bounds
    var lastVisit: [Int: Int] = [:]
    if let root = result.tree.root { collect(root, of: result.tree, parentKind: nil, lastVisit: &lastVisit) }
    leaves = lastVisit.sorted { $0.value < $1.value }.map(\.key).filter {
      result.frames.indices.contains($0) && result.frames[$0] != nil && !hidden.contains($0)
    }
    for id in leaves {
      if let frame = result.frames[id], Self.isDrawable(frame) { extent = extent.union(frame) }
    }
  }

  /// Walks the tree in drawing order, noting each view's last visit in `lastVisit`.
  private mutating func collect(_ index: Int, of tree: ResultTree, parentKind: NodeKind?, lastVisit: inout [Int: Int]) {
    let node = tree.nodes[index]
    if let id = node.viewID {
      lastVisit[id] = visits
      visits += 1
    }
    if Self.isDrawable(node.frame) { addOverlays(of: index, in: tree, parentKind: parentKind) }
    for child in tree.children(of: index) {
      collect(child, of: tree, parentKind: node.kind, lastVisit: &lastVisit)
    }
  }

  /// What `--containers` and `--shading` show of a node: its outline, its padding, its gaps.
  private mutating func addOverlays(of index: Int, in tree: ResultTree, parentKind: NodeKind?) {
    let node = tree.nodes[index]
    if node.kind.isContainer { containers.append(Container(kind: node.kind, frame: node.frame)) }
    if node.kind == .padding, let child = tree.children(of: index).first(where: { _ in true }) {
      paddings.append((node.frame, tree.nodes[child].frame))
    }
    if let axis = Self.stackingAxis(of: node.kind, parentKind: parentKind) { addGaps(of: index, in: tree, along: axis) }
  }

  /// The empty stretches between consecutive children of a stack-like node along `axis`.
  private mutating func addGaps(of index: Int, in tree: ResultTree, along axis: Axis) {
    let frame = tree.nodes[index].frame
    let spans = tree.children(of: index).map { tree.nodes[$0] }.filter { $0.kind != .spacer }
      .map { (start: $0.frame.origin.value(along: axis), end: $0.frame.origin.value(along: axis) + $0.frame.size.length(along: axis)) }
      .sorted { $0.start < $1.start }
    for (before, after) in zip(spans, spans.dropFirst()) where after.start > before.end {
      let length = after.start - before.end
      gaps.append(axis == .horizontal
        ? Rect(x: before.end, y: frame.origin.y, width: length, height: frame.size.height)
        : Rect(x: frame.origin.x, y: before.end, width: frame.size.width, height: length))
    }
  }

  /// The axis a node lines its children up along: stacks and flow lines along theirs, a
  /// flow's lines across it.
  private static func stackingAxis(of kind: NodeKind, parentKind: NodeKind?) -> Axis? {
    if kind == .flowLine { return parentKind == .vFlow ? .vertical : .horizontal }
    return kind.stackingAxis
  }

  /// The rectangle the body was laid out in, with NaN and negative sides as 0.
  private static func bounds(of result: LayoutResult) -> Rect {
    func side(_ value: Double) -> Double { value.isNaN || value < 0 || value.isInfinite ? 0 : value }
    return Rect(x: 0, y: 0, width: side(result.bounds.size.width), height: side(result.bounds.size.height))
  }

  /// Frames with a non-finite side cannot be drawn.
  static func isDrawable(_ frame: Rect) -> Bool {
    frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.width.isFinite && frame.size.height.isFinite
  }
}

private extension Point {
  func value(along axis: Axis) -> Double { axis == .horizontal ? x : y }
}
