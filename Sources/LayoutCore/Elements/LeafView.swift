/// A view placed in a layout: the only kind of element that gets a frame. `id` indexes the
/// script's table of views, so one view placed twice is the same leaf.
public struct LeafView: Sendable, Hashable {
  public let id: Int
  public let kind: LeafKind

  public init(id: Int, kind: LeafKind) {
    self.id = id
    self.kind = kind
  }
}

/// What a view is, as far as its size is concerned (SPEC 1.3).
public enum LeafKind: Sendable, Hashable {
  /// A `UILabel`: `lines` 0 means unlimited.
  case label(text: LabelText, lines: Int, font: Double)
  /// A plain `UIView` without `sizeThatFits`: takes the proposal.
  case plainView
  /// A view that answers `sizeThatFits` with a fixed size but is laid out as partial
  /// (`UIView(width:height:)`).
  case sizedView(Size)
  /// A view of fixed size (`UIImageView`, `UISwitch`, `UIStepper`, `UIActivityIndicatorView`).
  case fixed(Size)
  /// A `UIButton`: the title's width plus 24, a line plus 14.
  case button(title: String, font: Double)
  /// Fully flexible in width, fixed in height (`UITextField`, `UISlider`, `UIProgressView`, `UISearchBar`).
  case horizontallyExpandable(height: Double)
  /// Fully flexible on both axes and never asked (`UIScrollView`, `UITextView`, `UITableView`).
  case scrollable
}
