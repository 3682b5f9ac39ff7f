import LayoutCore

/// How a view sizes itself, compiled from its `LeafKind` into plain values (a label's text
/// is in `LayoutTree.texts`): QuickLayout's view of the view's kind.
enum LeafSizing {
  /// A `UILabel` whose text is `LayoutTree.texts[text]`: `lines` 0 means unlimited.
  case label(text: Int, lines: Int, font: Double)
  /// Takes the proposal and is never asked (`UIView()`, the scrollable views).
  case proposal
  /// Answers `sizeThatFits` with this size but is laid out as partial (`UIView(width:height:)`, `UIButton`).
  case sized(Size)
  /// Always this size (`UIImageView`, `UISwitch`, …).
  case fixed(Size)
  /// Fully flexible in width, fixed in height (`UITextField`, `UISlider`, …).
  case horizontallyExpandable(height: Double)

  /// The sizing of a view of `kind`; a label's text goes into `tree`.
  init(_ kind: LeafKind, _ tree: inout LayoutTree) {
    switch kind {
    case let .label(text, lines, font): self = .label(text: tree.addText(text), lines: lines, font: font)
    case .plainView, .scrollable: self = .proposal
    case .sizedView(let size): self = .sized(Self.sanitized(size))
    case .fixed(let size): self = .fixed(Self.sanitized(size))
    case let .button(title, font):
      let metrics = TextMetrics(font: font)
      self = .sized(Self.sanitized(Size(width: Double(title.count) * metrics.advance + 24, height: metrics.lineHeight + 14)))
    case .horizontallyExpandable(let height): self = .horizontallyExpandable(height: height)
    }
  }

  /// The view's flexibility on `axis`.
  func flexibility(for axis: Axis) -> Flexibility {
    switch self {
    case .label, .sized: return .partial
    case .fixed: return .fixedSize
    case .proposal: return .fullyFlexible
    case .horizontallyExpandable: return axis == .horizontal ? .fullyFlexible : .fixedSize
    }
  }

  /// Whether laying the view out for `proposal` calls its own sizing (a measurement).
  func isMeasured(for proposal: Size) -> Bool {
    switch self {
    case .proposal: return false
    case .label: return proposal.width > 1 && proposal.height > 1
    case .sized, .fixed, .horizontallyExpandable: return true
    }
  }

  /// The size the view takes for `proposal`, as QuickLayout lays it out: the view's own
  /// answer, clamped and rounded for labels, with infinite lengths read as 10 elsewhere.
  func size(for proposal: Size, in tree: LayoutTree, grid: PixelGrid) -> Size {
    switch self {
    case let .label(index, lines, font):
      guard proposal.width > 1 && proposal.height > 1 else { return .zero }
      let metrics = TextMetrics(font: font), text = tree.texts[index]
      let natural = lines == 1 ? metrics.singleLineSize(text) : metrics.wrappedSize(text, width: proposal.width, lines: lines)
      return Size(width: grid.size(min(natural.width, proposal.width)), height: grid.size(min(natural.height, proposal.height)))
    case .proposal:
      return Self.sanitized(proposal)
    case .sized(let size), .fixed(let size):
      return size
    case .horizontallyExpandable(let height):
      return Self.sanitized(Size(width: proposal.width, height: height))
    }
  }

  /// QuickLayout's treatment of a view's answer: a non-finite length becomes 10.
  private static func sanitized(_ size: Size) -> Size {
    Size(width: size.width.isFinite ? size.width : 10, height: size.height.isFinite ? size.height : 10)
  }
}
