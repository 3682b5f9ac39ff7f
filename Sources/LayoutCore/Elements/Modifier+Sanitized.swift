extension Modifier {
  /// The modifier with the numbers QuickLayout cannot use made safe, as QuickLayout makes them:
  /// NaN and infinite insets and offsets become 0, a fixed frame's or a constrained size's NaN,
  /// infinite or negative side becomes nil (follow the child) or 0. The script applies it to every
  /// modifier it builds and each engine to every modifier it lays out, so an element built
  /// without a script is laid out the same.
  public var sanitized: Modifier {
    switch self {
    case let .padding(insets, followsDirection):
      return .padding(insets.sanitized, followsDirection: followsDirection)
    case let .offset(x, y):
      return .offset(x: x.finiteOrZero, y: y.finiteOrZero)
    case let .frame(width, height, alignment):
      return .frame(width: width?.fixedLength, height: height?.fixedLength, alignment: alignment)
    case let .constrainedSize(maxWidth, maxHeight):
      return .constrainedSize(maxWidth: maxWidth?.fixedLength, maxHeight: maxHeight?.fixedLength)
    case .flexibleFrame, .layoutPriority, .fixedSize, .aspectRatio, .alignmentGuide, .layer, .gridCellAnchor,
         .gridColumnAlignment, .gridCellColumns, .gridCellUnsizedAxes, .layoutDirection, .layoutValue, .unary:
      return self
    }
  }
}
