import LayoutCore

/// SwiftUI's engine: lays an element tree out by SwiftUI's rules (the corpus README of
/// `conformance-swiftui`), producing the same kind of result as every engine.
public enum SwiftUILayout {
  /// Lays `body` out as the root of a hosting view of `canvas`: `.exact` proposes the canvas
  /// size and centres the root; `.fit` first measures the root for the canvas (an infinite side
  /// an infinite proposal) and then lays out in a canvas of that size, the layout caches kept
  /// between the two passes. The root stays inside the canvas's safe area (`Canvas.safeArea`):
  /// it is proposed, and centred in, the canvas less those insets, as a hosting view's root is
  /// ("SwiftUI lays out views within the safe area", Apple's docs of `ignoresSafeArea`). Displayed frames are rounded to the pixel grid, nearest, ties up.
  /// `recordingDetails` notes every proposal each element received (for the tree report).
  public static func layout(_ body: Element, in canvas: Canvas, viewCount: Int, recordingDetails: Bool = false) -> LayoutResult {
    let tree = SwiftUITree(body, viewCount: viewCount, recordingPaths: recordingDetails)
    var run = SwiftUIRun(tree: tree, viewCount: viewCount, recordsDetails: recordingDetails)
    var bounds = Size(width: canvas.width, height: canvas.height)
    var fitted: Size?
    if canvas.mode == .fit {
      let size = run.size(tree.root, ProposedSize(bounds), reason: .root)
      fitted = size
      bounds = size
      run.pass = 2
    }
    let inset = canvas.safeArea.sanitized
    let inner = Size(width: max(0, bounds.width - inset.left - inset.right), height: max(0, bounds.height - inset.top - inset.bottom))
    let proposal = ProposedSize(inner)
    let size = run.size(tree.root, proposal, reason: .root)
    let origin = Point(x: inset.left + (inner.width.isFinite ? (inner.width - size.width) / 2 : 0),
                       y: inset.top + (inner.height.isFinite ? (inner.height - size.height) / 2 : 0))
    var placer = SwiftUIPlacer(grid: DisplayGrid(scale: canvas.scale), frames: Array(repeating: nil, count: viewCount),
                               flexibility: Array(repeating: nil, count: viewCount))
    placer.tree.reserve(tree.nodes.count)
    if inset != EdgeInsets() { placer.safeArea = SafeAreaExtension(insets: inset, bounds: bounds, direction: canvas.direction) }
    placer.place(tree.root, size: size, proposal: proposal, at: origin, &run)
    let applied = Rect(x: 0, y: 0, width: bounds.width.isFinite ? bounds.width : size.width,
                       height: bounds.height.isFinite ? bounds.height : size.height)
    run.deallocate()
    return LayoutResult(canvas: canvas, size: fitted ?? size, bounds: applied, tree: placer.tree, frames: placer.frames,
                        viewFlexibility: placer.flexibility, log: run.log,
                        elementProposals: run.elementProposals, stackFacts: placer.stackFacts, failures: run.failures)
  }
}

/// SwiftUI's rounding of a displayed frame: the origin and the far corner each to the
/// nearest multiple of 1/scale, ties up; the size is their difference.
struct DisplayGrid {
  let step: Double

  init(scale: Double) {
    step = scale > 0 && scale.isFinite ? 1 / scale : 1
  }

  func round(_ value: Double) -> Double {
    guard value.isFinite else { return value }
    return ((value + step / 2) / step).rounded(.down) * step
  }

  func displayed(_ frame: Rect) -> Rect {
    let x = round(frame.origin.x)
    let y = round(frame.origin.y)
    return Rect(x: x, y: y, width: round(frame.origin.x + frame.size.width) - x, height: round(frame.origin.y + frame.size.height) - y)
  }
}
