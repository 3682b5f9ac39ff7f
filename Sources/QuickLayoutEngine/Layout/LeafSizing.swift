import LayoutCore

extension LeafKind {
  /// The view's flexibility on `axis`, from the kind of view QuickLayout sees.
  public func flexibility(for axis: Axis) -> Flexibility {
    switch self {
    case .label, .sizedView, .button: return .partial
    case .fixed: return .fixedSize
    case .plainView, .scrollable: return .fullyFlexible
    case .horizontallyExpandable: return axis == .horizontal ? .fullyFlexible : .fixedSize
    }
  }

  /// Whether laying the view out for `proposal` calls its own sizing (a measurement).
  func isMeasured(for proposal: Size) -> Bool {
    switch self {
    case .plainView, .scrollable: return false
    case .label: return proposal.width > 1 && proposal.height > 1
    case .sizedView, .fixed, .button, .horizontallyExpandable: return true
    }
  }

  /// The size the view takes for `proposal`, as QuickLayout lays it out: the view's own
  /// answer, clamped and rounded for labels, with infinite lengths read as 10 elsewhere.
  func size(for proposal: Size, grid: PixelGrid) -> Size {
    switch self {
    case let .label(text, lines, font):
      guard proposal.width > 1 && proposal.height > 1 else { return .zero }
      let metrics = TextMetrics(font: font)
      let natural = lines == 1
        ? metrics.singleLineSize(text)
        : metrics.wrappedSize(text, width: proposal.width, lines: lines)
      return Size(width: grid.size(min(natural.width, proposal.width)),
                  height: grid.size(min(natural.height, proposal.height)))
    case .plainView, .scrollable:
      return Self.sanitized(proposal)
    case .sizedView(let size), .fixed(let size):
      return Self.sanitized(size)
    case let .button(title, font):
      let metrics = TextMetrics(font: font)
      return Self.sanitized(Size(width: Double(title.count) * metrics.advance + 24, height: metrics.lineHeight + 14))
    case .horizontallyExpandable(let height):
      return Self.sanitized(Size(width: proposal.width, height: height))
    }
  }

  /// QuickLayout's treatment of a view's answer: a non-finite length becomes 10.
  private static func sanitized(_ size: Size) -> Size {
    Size(width: size.width.isFinite ? size.width : 10, height: size.height.isFinite ? size.height : 10)
  }
}
