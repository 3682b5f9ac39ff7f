/// An alignment on the horizontal axis: where children line up across a VStack.
public struct HorizontalAlignment: Sendable, Hashable {
  public let id: AlignmentID

  public init(_ id: AlignmentID) {
    precondition(id.axis == .horizontal, "a horizontal alignment needs a horizontal alignment ID")
    self.id = id
  }

  public static let leading = HorizontalAlignment(AlignmentID(builtIn: .leading, axis: .horizontal))
  public static let center = HorizontalAlignment(AlignmentID(builtIn: .horizontalCenter, axis: .horizontal))
  public static let trailing = HorizontalAlignment(AlignmentID(builtIn: .trailing, axis: .horizontal))
}

/// An alignment on the vertical axis: where children line up across an HStack.
public struct VerticalAlignment: Sendable, Hashable {
  public let id: AlignmentID

  public init(_ id: AlignmentID) {
    precondition(id.axis == .vertical, "a vertical alignment needs a vertical alignment ID")
    self.id = id
  }

  public static let top = VerticalAlignment(AlignmentID(builtIn: .top, axis: .vertical))
  public static let center = VerticalAlignment(AlignmentID(builtIn: .verticalCenter, axis: .vertical))
  public static let bottom = VerticalAlignment(AlignmentID(builtIn: .bottom, axis: .vertical))
}

/// A horizontal and a vertical alignment together: how a frame, ZStack or canvas places content.
public struct Alignment: Sendable, Hashable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The nine named alignments by their Swift names.
  public static let named: [String: Alignment] = [
    "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing,
    "leading": .leading, "center": .center, "trailing": .trailing,
    "bottomLeading": .bottomLeading, "bottom": .bottom, "bottomTrailing": .bottomTrailing,
  ]
}
