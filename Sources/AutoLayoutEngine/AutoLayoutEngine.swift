import LayoutCore

/// Auto Layout on the constraint solver: the frames of an anchors layout on a canvas, and
/// what its constraints decide, leave open or cannot hold.
public enum AutoLayoutEngine {
  /// Lays `layout` out on `canvas` as UIKit would with the canvas view as root, solving from
  /// scratch (`LiveLayout` keeps the solve for the next change). `kinds[view]` gives each
  /// script view's intrinsic size. The outcome names views by id and constraints by index:
  /// LayoutRender's `ConstraintWords` writes them as text.
  public static func layout(_ layout: AnchorsLayout, kinds: [LeafKind], canvas: Canvas) -> AutoLayoutOutcome {
    LiveLayout().layout(layout, kinds: kinds, canvas: canvas)
  }
}

/// The frames of an anchors layout and what the engine found out about its constraints.
public struct AutoLayoutOutcome: Sendable {
  public let result: LayoutResult
  public let report: ConstraintsReport
}
