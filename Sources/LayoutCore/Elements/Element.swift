/// A layout element: a view, a container or a modifier around another element. Built once
/// by the script evaluator; laid out any number of times by `Layout`.
public indirect enum Element: Sendable {
  case leaf(LeafView)
  /// HStack (main axis horizontal) or VStack.
  case stack(Stack)
  case zStack(ZStack)
  /// HFlow (main axis horizontal) or VFlow.
  case flow(Flow)
  case grid(Grid)
  /// `Spacer()` (length nil) or `Spacer(length)`.
  case spacer(length: Double?)
  /// `EmptyLayout()`: sizes to zero.
  case empty
  /// A container only SwiftUI has (`GeometryReader`, `ScrollView`, `ViewThatFits`) and its
  /// children; QuickLayout lays each out as the nearest thing it has.
  case swiftUI(SwiftUIContainer, [Element])
  /// `.resizable(axis:)`, on a view only.
  case resizable(LeafView, horizontal: Bool, vertical: Bool)
  /// `.expand(by:)`, on a view only.
  case expand(LeafView, by: Size)
  /// Any other modifier around `child`.
  case modified(Element, Modifier)
  /// A view of the script's own class, laid out by its body (`HostedView`).
  case hosted(HostedView)

  /// True for `Spacer()` and `Spacer(n)`: stacks add no spacing next to them and flows drop them.
  public var isSpacer: Bool {
    if case .spacer = self { return true }
    return false
  }
}

/// An HStack or a VStack.
public struct Stack: Sendable {
  public var axis: Axis
  public var alignment: AlignmentID
  public var spacing: Double
  public var children: [Element]
  /// `idealLayout()`: equalise the children's cross size.
  public var idealLayout: Bool
  /// The spacing as written, nil when the script gave none: SwiftUI then spaces the children
  /// by their spacing preferences (QuickLayout uses `spacing`, 0 by default).
  public var requestedSpacing: Double?

  public init(axis: Axis, alignment: AlignmentID, spacing: Double? = nil, children: [Element], idealLayout: Bool = false) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing.flatMap { $0.isFinite ? $0 : nil } ?? 0
    self.requestedSpacing = spacing.flatMap { $0.isFinite ? $0 : nil }
    self.children = children
    self.idealLayout = idealLayout
  }
}

/// A ZStack: children on top of each other, aligned by `alignment`.
public struct ZStack: Sendable {
  public var alignment: Alignment
  public var children: [Element]

  public init(alignment: Alignment = .center, children: [Element]) {
    self.alignment = alignment
    self.children = children
  }
}

/// An HFlow or a VFlow: items wrap into lines along `axis`.
public struct Flow: Sendable {
  public var axis: Axis
  /// Aligns items across the line (vertical for an HFlow).
  public var itemAlignment: AlignmentID
  /// Aligns lines along the main axis (horizontal for an HFlow).
  public var lineAlignment: AlignmentID
  public var itemSpacing: Double
  public var lineSpacing: Double
  public var children: [Element]

  public init(axis: Axis, itemAlignment: AlignmentID, lineAlignment: AlignmentID, itemSpacing: Double = 0, lineSpacing: Double = 0, children: [Element]) {
    self.axis = axis
    self.itemAlignment = itemAlignment
    self.lineAlignment = lineAlignment
    self.itemSpacing = itemSpacing.finiteOrZero
    self.lineSpacing = lineSpacing.finiteOrZero
    self.children = children.filter { !$0.isSpacer }
  }
}

/// A Grid of GridRows.
public struct Grid: Sendable {
  public var alignment: Alignment
  public var horizontalSpacing: Double
  public var verticalSpacing: Double
  /// The spacings as written, nil when the script gave none (SwiftUI then uses its default 8;
  /// QuickLayout 0).
  public var requestedHorizontalSpacing: Double?
  public var requestedVerticalSpacing: Double?
  public var rows: [GridRow]

  public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil, rows: [GridRow]) {
    func clean(_ spacing: Double?) -> Double? { spacing.map { $0.isFinite && $0 > 0 ? $0 : 0 } }
    self.alignment = alignment
    self.requestedHorizontalSpacing = clean(horizontalSpacing)
    self.requestedVerticalSpacing = clean(verticalSpacing)
    self.horizontalSpacing = requestedHorizontalSpacing ?? 0
    self.verticalSpacing = requestedVerticalSpacing ?? 0
    self.rows = rows
  }
}

/// One row of a Grid, with an optional vertical alignment of its own.
public struct GridRow: Sendable {
  public var alignment: VerticalAlignment?
  public var children: [Element]
  /// True for a view written directly in a Grid, outside any GridRow: a row of that one view,
  /// which SwiftUI spans across every column (QuickLayout's grid puts it in the first column).
  public var spansAllColumns: Bool

  public init(alignment: VerticalAlignment? = nil, children: [Element], spansAllColumns: Bool = false) {
    self.alignment = alignment
    self.children = children
    self.spansAllColumns = spansAllColumns
  }
}

/// The containers only SwiftUI has.
public enum SwiftUIContainer: Sendable, Hashable {
  /// `GeometryReader { proxy in … }`: takes the proposal and puts its content at its top
  /// leading corner.
  case geometryReader
  /// `ScrollView(.vertical)` / `ScrollView(.horizontal)`: proposes nothing (nil) along its axis.
  case scrollView(Axis)
  /// `ViewThatFits(in:)`: the first child whose ideal size fits the proposal on the given axes.
  case viewThatFits(horizontal: Bool, vertical: Bool)
  /// `LazyVGrid(columns:alignment:spacing:)` (grows along `.vertical`: the items are its columns)
  /// or `LazyHGrid(rows:alignment:spacing:)` (grows along `.horizontal`: the items are its rows).
  case lazyGrid(LazyGrid)
  /// A layout the script writes with SwiftUI's `Layout` protocol (`FlowLayout(spacing: 6) { … }`).
  case custom(CustomLayout)
  /// `.ignoresSafeArea(edges:)`: its one child, laid out as sized, extended into the canvas's
  /// safe area (`Canvas.safeArea`) on those of `edges` where it reaches the safe area's edge.
  case ignoresSafeArea(EdgeSet)
}

/// A LazyVGrid or a LazyHGrid: the children fill its tracks (columns of a LazyVGrid, rows of a
/// LazyHGrid) one line after another along `axis`, the direction it grows in.
public struct LazyGrid: Sendable, Hashable {
  public var axis: Axis
  public var items: [GridItem]
  /// The alignment across the lines written on the grid (`.leading` of a LazyVGrid, `.top` of a
  /// LazyHGrid): each cell's alignment along its track unless its item sets one.
  public var alignment: AlignmentID
  /// The distance between lines as written; nil is SwiftUI's default.
  public var spacing: Double?

  public init(axis: Axis, items: [GridItem], alignment: AlignmentID? = nil, spacing: Double? = nil) {
    self.axis = axis
    self.items = items
    self.alignment = alignment ?? (axis == .vertical ? HorizontalAlignment.center.id : VerticalAlignment.center.id)
    self.spacing = spacing.flatMap { $0.isFinite ? max($0, 0) : nil }
  }
}

/// A `GridItem`: how one track (or, adaptive, several) of a lazy grid is sized, the spacing to
/// the next track and how cells sit in it; nil spacing and alignment are SwiftUI's defaults.
public struct GridItem: Sendable, Hashable {
  public var size: GridItemSize
  public var spacing: Double?
  public var alignment: Alignment?

  public init(_ size: GridItemSize, spacing: Double? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing.flatMap { $0.isFinite ? max($0, 0) : nil }
    self.alignment = alignment
  }
}

/// How a `GridItem` of a LazyVGrid (LazyHGrid) sizes its column(s) (row(s)).
public enum GridItemSize: Sendable, Hashable {
  /// `.fixed(width)`: one column of that width.
  case fixed(Double)
  /// `.flexible(minimum:maximum:)`: one column sharing the width left, within its limits.
  case flexible(minimum: Double, maximum: Double)
  /// `.adaptive(minimum:maximum:)`: as many columns of at least `minimum` as fit its share.
  case adaptive(minimum: Double, maximum: Double)
}
