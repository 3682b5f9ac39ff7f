import LayoutCore

/// The constraints UIKit makes for a view whose `translatesAutoresizingMaskIntoConstraints` is
/// still true (NSAutoresizingMaskLayoutConstraint): its frame fixed as it is. A view made in code
/// (`UILabel()`, `UIView(frame: .zero)`) has the frame (0, 0, 0, 0) and the mask none, which UIKit
/// prints `h=--& v=--&`: the left margin and the width fixed, the right margin flexible (and the
/// same vertically). UIView's reference, `translatesAutoresizingMaskIntoConstraints`: "the
/// system automatically creates a set of constraints based on the view's frame and its
/// autoresizing mask … these constraints fully specify the view's size and position"; so any
/// constraint of the script that moves or sizes such a view conflicts with them.
///
/// With an `autoresizingMask` (UIView.AutoresizingMask: "the view resizes its width [height] …
/// the margin is flexible"), UIKit prints each axis `h=` left margin, width, right margin, `-`
/// fixed and `&` flexible: `.flexibleWidth` (`h=-&-`) keeps both margins as they are in the
/// superview's frame when the constraints are made, so the width follows the superview (a subview
/// at zero in a superview at zero fills it). A subview still at zero on a flexible axis is read as
/// made while its superview was at zero too, and so fills it: UIKit grows a flexible width by as
/// much as the superview grows, and the shown view, which qlrepl gives the canvas's frame while its
/// own set-up code runs, is most often made at zero in the app (`MyView(frame: .zero)`, then sized);
/// a zero-wide view that follows its superview's width has no other reading (our reading, not
/// UIKit's documented rule). `.flexibleLeftMargin` (`h=&--`) keeps the right margin
/// and the width. The other combinations (a flexible width with a flexible margin, both margins
/// flexible), proportional in UIKit, are read as the default, the left margin and the width fixed.
enum AutoresizingMaskConstraints {
  /// UIView.AutoresizingMask's members.
  static let members: Set<String> = [
    "flexibleWidth", "flexibleHeight", "flexibleLeftMargin", "flexibleRightMargin", "flexibleTopMargin", "flexibleBottomMargin",
  ]

  /// The four constraints of `view` in `superview`, at `frame` (zero unless the script set one:
  /// `Evaluator+ManualFrames`), by `mask` (its flexible members) and the superview's size now.
  static func constraints(of view: Int, in superview: Int, frame: Rect = .zero, mask: Set<String> = [],
                          superviewSize: Size = .zero) -> [AnchorConstraint] {
    axis(view, superview, .left, .right, .width, origin: frame.origin.x, length: frame.size.width, within: superviewSize.width,
         flexibleLength: mask.contains("flexibleWidth"), flexibleStart: mask.contains("flexibleLeftMargin"),
         flexibleEnd: mask.contains("flexibleRightMargin"), prefix: "h")
      + axis(view, superview, .top, .bottom, .height, origin: frame.origin.y, length: frame.size.height, within: superviewSize.height,
             flexibleLength: mask.contains("flexibleHeight"), flexibleStart: mask.contains("flexibleTopMargin"),
             flexibleEnd: mask.contains("flexibleBottomMargin"), prefix: "v")
  }

  /// One axis's two constraints: the start margin and the length fixed (`--&`), both margins
  /// (`-&-`: the end margin `within` minus the frame's end) or the end margin and the length (`&--`).
  private static func axis(_ view: Int, _ superview: Int, _ start: AnchorAttribute, _ end: AnchorAttribute, _ dimension: AnchorAttribute,
                           origin: Double, length: Double, within: Double, flexibleLength: Bool, flexibleStart: Bool, flexibleEnd: Bool,
                           prefix: String) -> [AnchorConstraint] {
    // A view still at zero on this axis was made before its superview had a length there (the
    // shown view's `init(frame: .zero)`, then sized, as apps make views): it grew as its superview did.
    let endMargin = flexibleLength && origin == 0 && length == 0 ? 0 : within - origin - length
    if flexibleLength && !flexibleStart && !flexibleEnd {
      let id = prefix + "=-&-"
      return [AnchorConstraint(item: view, attribute: start, relation: .equal, secondItem: superview, secondAttribute: start, constant: origin, identifier: id),
              AnchorConstraint(item: view, attribute: end, relation: .equal, secondItem: superview, secondAttribute: end, constant: -endMargin, identifier: id)]
    }
    if flexibleStart && !flexibleLength && !flexibleEnd {
      let id = prefix + "=&--"
      return [AnchorConstraint(item: view, attribute: end, relation: .equal, secondItem: superview, secondAttribute: end, constant: -endMargin, identifier: id),
              AnchorConstraint(item: view, attribute: dimension, relation: .equal, secondItem: nil, secondAttribute: nil, constant: length, identifier: id)]
    }
    let id = prefix + "=--&"
    return [AnchorConstraint(item: view, attribute: start, relation: .equal, secondItem: superview, secondAttribute: start, constant: origin, identifier: id),
            AnchorConstraint(item: view, attribute: dimension, relation: .equal, secondItem: nil, secondAttribute: nil, constant: length, identifier: id)]
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
