import LayoutCore

/// A view of the body (a Text, a Color or shape, an image, a control): it answers a proposal by
/// its kind (the corpus README's leaf model, below), a resizable one taking the proposal on its
/// resizable axes (`Image.resizable`: an unspecified side keeps its own length). Its view is
/// `SwiftUITree.leaves[leaf]`; a leaf that answers every proposal alike knows its size once.
struct LeafRule: SwiftUIRule {
  /// The index of its `LeafView` in `SwiftUITree.leaves`.
  var leaf: Int
  var viewID: Int
  /// A Text, which answers a width probe at 0 with 0 without wrapping.
  var isText: Bool
  /// For a leaf made `resizable()`: the axes on which it takes the proposal.
  var resizableWidth: Bool
  var resizableHeight: Bool
  /// The size it answers every proposal with, for a leaf that does not adapt (worked out once:
  /// neither remembered nor measured again per proposal).
  var fixedSize: Size?

  func size(_ node: Int, _ proposal: ProposedSize, reason: ProposalReason, _ run: inout SwiftUIRun) -> Size {
    let natural = run.tree.leaves[leaf].kind.swiftUISize(for: proposal)
    return Size(width: resizableWidth ? proposal.width ?? natural.width : natural.width,
                height: resizableHeight ? proposal.height ?? natural.height : natural.height)
  }

  func appendPlacements(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) {}

  func resultKind(in tree: SwiftUITree) -> NodeKind? { .view }
}

extension LeafKind {
  /// The size a leaf answers a SwiftUI proposal with (the corpus README's leaf model): a
  /// Text wraps into the proposed width (unspecified: one line per paragraph) and ignores
  /// the height, a view that takes the proposal makes an unspecified side 10, an image keeps
  /// its size. Nothing is rounded.
  func swiftUISize(for proposal: ProposedSize) -> Size {
    switch self {
    case let .label(text, lines, font):
      if proposal.width == 0 && proposal.height == 0 { return .zero }
      return TextMetrics(font: font).wrappedSize(text, width: proposal.width ?? .infinity, lines: lines)
    case .plainView, .scrollable:
      return proposal.replacingUnspecified
    case .sizedView, .fixed, .button:
      return swiftUIFixedSize ?? .zero
    case .horizontallyExpandable(let height):
      return Size(width: proposal.width ?? SwiftUIDefaults.unspecifiedLength, height: height)
    }
  }

  /// The size of a leaf that answers every proposal alike (an image; a button, as large as its
  /// title on one line, SwiftUI's default borderless button); nil for one that adapts.
  var swiftUIFixedSize: Size? {
    switch self {
    case .sizedView(let size), .fixed(let size):
      return size
    case let .button(title, font):
      let metrics = TextMetrics(font: font)
      return title.isEmpty ? .zero : Size(width: Double(title.count) * metrics.advance, height: metrics.lineHeight)
    case .label, .plainView, .scrollable, .horizontallyExpandable:
      return nil
    }
  }

  /// How the leaf reacts to proposals under these rules: a Text and a button adapt, a view that
  /// takes the proposal is fully flexible, an image is fixed.
  var swiftUIFlexibility: AxesFlexibility {
    switch self {
    case .label, .button: return AxesFlexibility(horizontal: .partial, vertical: .partial)
    case .plainView, .scrollable: return AxesFlexibility(horizontal: .fullyFlexible, vertical: .fullyFlexible)
    case .sizedView, .fixed: return AxesFlexibility(horizontal: .fixedSize, vertical: .fixedSize)
    case .horizontallyExpandable: return AxesFlexibility(horizontal: .fullyFlexible, vertical: .fixedSize)
    }
  }
}
