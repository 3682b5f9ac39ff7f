/// The text of a `UITextView` whose scrolling is off, which then sizes itself to its text as a
/// multi-line label does, plus its text container's insets: `textContainerInset` (UITextView's
/// reference: "the default value … is 8 points on the top and bottom, and 0 on the left and
/// right") and the container's `lineFragmentPadding` on each side of every line (NSTextContainer's
/// reference: "The default value is 5.0"). A scrolling text view has no intrinsic size (a scroll
/// view's content scrolls) and has no entry.
public struct TextViewText: Sendable, Hashable {
  public var text: LabelText
  public var font: Double
  /// `textContainerInset` with `lineFragmentPadding` added to its left and right.
  public var insets: EdgeInsets

  public init(text: LabelText, font: Double, insets: EdgeInsets) {
    self.text = text
    self.font = font
    self.insets = insets
  }

  /// Its size: the text on one line, or wrapped to fit `width` (the text view's own width, the
  /// insets taken out), plus the insets; an empty text is one line tall, as a text view's caret is.
  public func size(wrappedAt width: Double? = nil) -> Size {
    let metrics = TextMetrics(font: font)
    var text = metrics.singleLineSize(self.text)
    if let width { text = metrics.wrappedSize(self.text, width: max(1, width - insets.left - insets.right), lines: 0) }
    if self.text.isEmpty { text.height = metrics.lineHeight }
    return Size(width: text.width + insets.left + insets.right, height: text.height + insets.top + insets.bottom)
  }
}
