/// A rule of UIKit's that a log never prints, added to the layout as a constraint of its own.
public enum ImplicitRule: Sendable, Hashable {
  /// A view's width or height never goes below zero.
  case nonNegativeLength(view: Int, axis: Axis)
  /// A view's layout margins, 8 points on each side unless the log says otherwise (the edge is
  /// the margin guide's attribute that the constraint sets).
  case defaultMargin(view: Int, edge: AnchorAttribute)
  /// Where a label's baseline lies (an estimate from the leaf model's font; see the docs).
  case baseline(view: Int)
  /// Where a view rests when nothing else places or sizes it: at its superview's top left and
  /// as large, at priority 1.
  case restingPlace(view: Int)
}
