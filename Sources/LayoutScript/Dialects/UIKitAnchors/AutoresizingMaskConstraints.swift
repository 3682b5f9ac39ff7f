import LayoutCore

/// The constraints UIKit makes for a view whose `translatesAutoresizingMaskIntoConstraints` is
/// still true (NSAutoresizingMaskLayoutConstraint): its frame fixed as it is. A view made in code
/// (`UILabel()`, `UIView(frame: .zero)`) has the frame (0, 0, 0, 0) and the mask none, which UIKit
/// prints `h=--& v=--&`: the left margin and the width fixed, the right margin flexible (and the
/// same vertically). UIView's reference, `translatesAutoresizingMaskIntoConstraints`: "the
/// system automatically creates a set of constraints based on the view's frame and its
/// autoresizing mask … these constraints fully specify the view's size and position"; so any
/// constraint of the script that moves or sizes such a view conflicts with them.
enum AutoresizingMaskConstraints {
  /// The four constraints of `view` in `superview`, at `frame` (zero unless the script set one:
  /// `Evaluator+ManualFrames`).
  static func constraints(of view: Int, in superview: Int, frame: Rect = .zero) -> [AnchorConstraint] {
    [
      AnchorConstraint(item: view, attribute: .left, relation: .equal, secondItem: superview, secondAttribute: .left,
                       constant: frame.origin.x, identifier: "h=--&"),
      AnchorConstraint(item: view, attribute: .width, relation: .equal, secondItem: nil, secondAttribute: nil,
                       constant: frame.size.width, identifier: "h=--&"),
      AnchorConstraint(item: view, attribute: .top, relation: .equal, secondItem: superview, secondAttribute: .top,
                       constant: frame.origin.y, identifier: "v=--&"),
      AnchorConstraint(item: view, attribute: .height, relation: .equal, secondItem: nil, secondAttribute: nil,
                       constant: frame.size.height, identifier: "v=--&"),
    ]
  }
}

/// Where a text view's baselines lie in SPEC's text model (a line is font × 1.25 tall): the
/// baseline of a line `font` points below its top, the remaining quarter of the font size
/// below it for descenders. An estimate standing in for the font's ascender (SF Pro's is 0.95 em
/// and its descender 0.24 em, from the font's own metrics); a label is taken to be as tall as its
/// text (UIKit centres the text in a taller label), a button's title is centred in its 7-point
/// vertical insets (SPEC's button: line height + 14).
enum TextBaselines {
  /// The baselines of a view of `kind`; nil for a view without text (its baselines are its bottom).
  static func offsets(of kind: LeafKind) -> BaselineOffsets? {
    switch kind {
    case .label(let text, _, let font):
      guard !text.string.isEmpty else { return nil }
      return BaselineOffsets(first: font, last: font * 0.25)
    case .button(_, let font):
      return BaselineOffsets(first: 7 + font, last: 7 + font * 0.25)
    default:
      return nil
    }
  }
}
