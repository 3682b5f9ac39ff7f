import LayoutCore

/// Auto Layout on the constraint solver: the frames of an anchors layout on a canvas, and
/// what its constraints decide, leave open or cannot hold.
public enum AutoLayoutEngine {
  /// Lays `layout` out on `canvas` as UIKit would with the canvas view as root.
  ///
  /// `.exact`: the root is `W × H` (both required). `.fit`: `systemLayoutSizeFitting` with the
  /// width required and the height pulled to 0 at priority 50; the height found is then made
  /// required in the same solver and the layout re-solved from there (the exact pass).
  /// Conflicts and ambiguity are found in the first pass. `kinds[view]` and
  /// `names[view]` give each script view's intrinsic size and name.
  public static func layout(_ layout: AnchorsLayout, kinds: [LeafKind], names: [String], canvas: Canvas) -> AutoLayoutOutcome {
    let width: Double? = canvas.width.isFinite ? max(canvas.width, 0) : nil
    let fits = canvas.mode == .fit || !canvas.height.isFinite
    let first = SystemSolve(layout, kinds: kinds, names: names, width: width, height: fits ? nil : max(canvas.height, 0))
    let ambiguous = first.conflicts.isEmpty ? Ambiguity.ambiguous(in: first) : []
    let final = first
    let size = first.frame(of: layout.root)?.size ?? .zero
    if width == nil { final.pin(.horizontal, to: size.width) }
    if fits { final.pin(.vertical, to: size.height) }
    var frames = [Rect?](repeating: nil, count: max(kinds.count, (layout.placed.max() ?? 0) + 1))
    for view in layout.placed { frames[view] = final.frame(of: view) }
    var children: [Int: [Int]] = [:]
    for view in layout.placed { if let parent = layout.parents[view] { children[parent, default: []].append(view) } }
    let rootSize = frames[layout.root]?.size ?? .zero
    let result = LayoutResult(canvas: canvas, size: rootSize, root: layout.root, frames: frames,
                              children: children, viewCount: frames.count)
    let report = ReportBuilder(solve: first, final: final, names: names).report(ambiguous: ambiguous)
    return AutoLayoutOutcome(result: result, report: report)
  }
}

/// The frames of an anchors layout and what the engine found out about its constraints.
public struct AutoLayoutOutcome: Sendable {
  public let result: LayoutResult
  public let report: ConstraintsReport
}
