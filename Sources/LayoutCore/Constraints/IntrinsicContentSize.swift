
extension LeafKind {
  /// The view's intrinsic content size on `axis` in Auto Layout's model (the anchors corpus's
  /// table, from SPEC's leaf model): labels and buttons from their text, sized views and
  /// controls their size, text fields and sliders a height only, plain and scrolling views none.
  public func intrinsicLength(_ axis: Axis) -> Double? {
    switch self {
    case let .label(text, _, font):
      if text.isEmpty { return 0 }
      let metrics = TextMetrics(font: font)
      let size = metrics.singleLineSize(text)
      return axis == .horizontal ? size.width : size.height
    case let .button(title, font):
      let metrics = TextMetrics(font: font)
      return axis == .horizontal ? Double(title.count) * metrics.advance + 24 : metrics.lineHeight + 14
    case .sizedView(let size), .fixed(let size):
      return axis == .horizontal ? size.width : size.height
    case .horizontallyExpandable(let height):
      return axis == .horizontal ? nil : height
    case .plainView, .scrollable:
      return nil
    }
  }
}
