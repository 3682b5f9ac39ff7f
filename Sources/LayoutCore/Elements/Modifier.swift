/// A modifier wrapped around one element (SPEC 2). Engines lay out its `sanitized` form.
public enum Modifier: Sendable {
  /// `padding`: physical insets; `followsDirection` swaps left and right in right-to-left
  /// layout (every form but `padding(ignoringLayoutDirection:)`).
  case padding(EdgeInsets, followsDirection: Bool)
  /// `offset(x:y:)`; x is mirrored in right-to-left layout.
  case offset(x: Double, y: Double)
  /// Fixed `frame(width:height:alignment:)`; a nil side follows the child.
  case frame(width: Double?, height: Double?, alignment: Alignment)
  /// Flexible `frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`.
  case flexibleFrame(FlexibleFrame)
  case layoutPriority(Double)
  /// `fixedSize(axis:)`: proposes infinity on the chosen axes.
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// `aspectRatio(_:contentMode:)` with the ratio width / height; NaN is SwiftUI's nil ratio
  /// (`scaledToFit()`, `scaledToFill()`): the content's own (QuickLayout leaves the proposal).
  case aspectRatio(Double, ContentMode)
  case constrainedSize(maxWidth: Double?, maxHeight: Double?)
  case alignmentGuide(AlignmentID, GuideFunction)
  /// `overlay` or `background`: the layer is proposed the target's size.
  case layer(Element, LayerPlacement, Alignment)
  /// `gridCellAnchor(_:)` with an alignment or a unit point.
  case gridCellAnchor(GridCellAnchor)
  case gridColumnAlignment(HorizontalAlignment)
  /// SwiftUI's `gridCellColumns(_:)`: the cell spans that many columns (QuickLayout: no effect).
  case gridCellColumns(Int)
  /// SwiftUI's `gridCellUnsizedAxes(_:)`: on these axes the cell asks nothing of its column's
  /// width (row's height) and takes what the other cells make it (QuickLayout: no effect).
  case gridCellUnsizedAxes(horizontal: Bool, vertical: Bool)
  case layoutDirection(LayoutDirection)
  /// SwiftUI's `layoutValue(key:value:)`: a value the view's custom layout container reads.
  case layoutValue(LayoutValue)
  /// A modifier whose layout is written once for every engine (`UnaryLayouts/`): `position(x:y:)`.
  case unary(any UnaryLayout)
}

/// How `aspectRatio` fits the ratio into the proposal.
public enum ContentMode: String, Sendable {
  case fit
  case fill
}

/// Whether a layer sits above (`overlay`) or below (`background`) its target.
public enum LayerPlacement: String, Sendable {
  case overlay
  case background
}

/// Where a grid cell puts its content.
public enum GridCellAnchor: Sendable {
  case alignment(Alignment)
  case unitPoint(UnitPoint)
}

/// The constraints of a flexible frame; nil means unconstrained. Negative values become 0.
/// The ideal sizes are SwiftUI's (`idealWidth:`, `idealHeight:`); QuickLayout has none.
public struct FlexibleFrame: Sendable {
  public var minWidth: Double?
  public var idealWidth: Double?
  public var maxWidth: Double?
  public var minHeight: Double?
  public var idealHeight: Double?
  public var maxHeight: Double?
  public var alignment: Alignment

  public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
              minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center) {
    func clean(_ value: Double?) -> Double? { value.map { max($0, 0) } }
    self.minWidth = clean(minWidth)
    self.idealWidth = clean(idealWidth)
    self.maxWidth = clean(maxWidth)
    self.minHeight = clean(minHeight)
    self.idealHeight = clean(idealHeight)
    self.maxHeight = clean(maxHeight)
    self.alignment = alignment
  }
}
