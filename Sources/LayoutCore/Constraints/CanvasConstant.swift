/// A constraint of UIKit's own whose constant comes from the canvas the layout is solved on:
/// an edge of the root's safe area (`Canvas.safeArea`), or a side margin of a view controller's
/// root view (16 or 20 points by the canvas's width: `LayoutScript`'s `LayoutGuideConstraints`).
/// The canvas can change after evaluation (`--size`, `:canvas`, a device), so the pipeline sets
/// them again (`AnchorsScript.adapt(to:)`).
public struct CanvasConstant: Sendable, Hashable {
  /// What the constant is.
  public enum Source: Sendable, Hashable {
    /// The safe area's inset on the edge of this attribute (left, right, top, bottom).
    case safeArea(AnchorAttribute)
    /// A view controller's root view's default side margin on this edge (left or right).
    case controllerMargin(AnchorAttribute)
  }

  /// The index of the constraint in `AnchorsLayout.constraints`.
  public var index: Int
  public var source: Source

  /// A canvas constant of constraint `index`.
  public init(index: Int, source: Source) {
    self.index = index
    self.source = source
  }
}
