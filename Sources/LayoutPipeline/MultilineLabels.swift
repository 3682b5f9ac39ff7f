import LayoutCore

/// UIKit's second pass for multi-line labels (`numberOfLines` 0 or more than 1): Auto Layout
/// first gives a label the width its single line of text asks for; when the constraints make it
/// narrower, the label wraps at that width and asks for the wrapped text's size instead (UILabel's
/// `preferredMaxLayoutWidth`, which UIKit sets to the width the previous pass gave it, "the
/// preferred maximum width … for a multiline label"), and the layout is solved again.
enum MultilineLabels {
  /// `kinds` with each multi-line label the solve made narrower than its line given the size of
  /// its text wrapped at that width (as a view of that intrinsic size); nil when no label wraps.
  /// A non-scrolling text view (`textViews`) wraps the same way, inside its text container's insets.
  static func wrapped(_ kinds: [LeafKind], frames: [Rect?], textViews: [Int: TextViewText] = [:]) -> [LeafKind]? {
    var changed = kinds
    var wraps = false
    for (view, text) in textViews.sorted(by: { $0.key < $1.key }) where frames.indices.contains(view) && changed.indices.contains(view) {
      guard let frame = frames[view], frame.size.width > 0, frame.size.width + 1e-6 < text.size().width else { continue }
      changed[view] = .sizedView(text.size(wrappedAt: frame.size.width))
      wraps = true
    }
    for (view, kind) in kinds.enumerated() {
      guard case let .label(text, lines, font) = kind, lines != 1, !text.isEmpty, frames.indices.contains(view),
            let frame = frames[view] else { continue }
      let metrics = TextMetrics(font: font)
      guard frame.size.width + 1e-6 < metrics.singleLineSize(text).width, frame.size.width > 0 else { continue }
      changed[view] = .sizedView(metrics.wrappedSize(text, width: frame.size.width, lines: lines))
      wraps = true
    }
    return wraps ? changed : nil
  }
}
