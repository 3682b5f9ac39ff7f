import LayoutCore

/// The views of an anchors layout in the order its result tree lists them (depth first from
/// the root, subviews in placement order), each with the index just past its subtree: worked
/// out once per layout, so that the tree of each new set of frames is written in one pass,
/// without a dictionary of children or a set of visited views.
struct ViewTreeOrder {
  /// The views, parents before their children.
  private(set) var views: [Int] = []
  /// `ends[i]`: the index just past the subtree of `views[i]`.
  private(set) var ends: [Int] = []

  /// The order of the tree of `layout` (a view listed once, under its parent).
  init(_ layout: AnchorsLayout) {
    var children: [Int: [Int]] = [:]
    // Layout guides are solved but never drawn: they are no node of the tree.
    for view in layout.placed where !layout.guides.contains(view) {
      if let parent = layout.parents[view] { children[parent, default: []].append(view) }
    }
    var visited: Set<Int> = []
    func add(_ view: Int) {
      guard visited.insert(view).inserted else { return }
      let index = views.count
      views.append(view)
      ends.append(0)
      for child in children[view] ?? [] { add(child) }
      ends[index] = views.count
    }
    add(layout.root)
  }

  /// The result tree with every view at its frame (`.zero` for a view without one).
  func tree(frames: [Rect?]) -> ResultTree {
    var tree = ResultTree()
    tree.reserve(views.count)
    var open: [Int] = []
    for (index, view) in views.enumerated() {
      let frame = frames.indices.contains(view) ? frames[view] ?? .zero : .zero
      open.append(tree.open(ResultNode(kind: .view, frame: frame, viewID: view)))
      while let last = open.last, ends[last] == index + 1 {
        tree.close(last)
        open.removeLast()
      }
    }
    return tree
  }
}
