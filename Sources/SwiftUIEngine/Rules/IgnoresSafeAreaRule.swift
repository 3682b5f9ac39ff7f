import LayoutCore

/// SwiftUI's `ignoresSafeArea(_:edges:)`: "expands the view's frame into the safe area"
/// (Apple's docs) on the given edges. The root is laid out inside the canvas's safe area
/// (`SwiftUILayout.layout`); a view that ignores it lays out as its child, keeps the size its
/// parent laid it out at, and where that frame reaches the safe area's edge on one of its
/// `edges`, extends to the canvas's edge there, its content laid out again for the larger frame
/// and centred in it (`SwiftUIPlacer.placeIgnoringSafeArea`). A frame that stops short of the
/// safe area's edge is not extended, as in SwiftUI.
struct IgnoresSafeAreaRule: SwiftUIPassThroughRule {
  let edges: EdgeSet

  var passesSpacer: Bool { false }  // `_SafeAreaIgnoringLayout` is a UnaryLayout
}

/// The canvas's safe area as `ignoresSafeArea` extends frames into it.
struct SafeAreaExtension {
  /// The canvas's safe-area insets, physical (left and right).
  let insets: EdgeInsets
  let bounds: Size
  let direction: LayoutDirection

  /// The frame a view laid out at `frame` takes when it ignores the safe area on `edges`.
  func extended(_ frame: Rect, edges: EdgeSet) -> Rect {
    let tolerance = 0.001
    let (leftEdge, rightEdge): (EdgeSet, EdgeSet) = direction == .leftToRight ? (.leading, .trailing) : (.trailing, .leading)
    var left = frame.minX, top = frame.minY, right = frame.maxX, bottom = frame.maxY
    if edges.contains(.top), insets.top > 0, top <= insets.top + tolerance { top = min(top, 0) }
    if edges.contains(leftEdge), insets.left > 0, left <= insets.left + tolerance { left = min(left, 0) }
    if edges.contains(.bottom), insets.bottom > 0, bottom >= bounds.height - insets.bottom - tolerance { bottom = max(bottom, bounds.height) }
    if edges.contains(rightEdge), insets.right > 0, right >= bounds.width - insets.right - tolerance { right = max(right, bounds.width) }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }
}

extension SwiftUIPlacer {
  /// Places the child of an `ignoresSafeArea` node laid out at `size` at `origin`: in the frame
  /// the safe area extends it to, its content sized for that frame and centred in it.
  mutating func placeIgnoringSafeArea(_ node: Int, edges: EdgeSet, size: Size, at origin: Point, _ run: inout SwiftUIRun) {
    let child = run.tree.child(node)
    let frame = safeArea?.extended(Rect(origin: origin, size: size), edges: edges) ?? Rect(origin: origin, size: size)
    let proposal = ProposedSize(frame.size)
    let childSize = run.size(child, proposal, reason: .placement)
    let centred = Point(x: frame.origin.x + (frame.size.width - childSize.width) / 2, y: frame.origin.y + (frame.size.height - childSize.height) / 2)
    place(child, size: childSize, proposal: proposal, at: centred, &run)
  }
}
