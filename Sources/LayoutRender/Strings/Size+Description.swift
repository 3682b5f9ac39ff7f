import LayoutCore

extension Size: CustomStringConvertible {
  /// `40×20`, `12.5×inf`: a size as reports and messages write it, each length to three
  /// decimals (`formatPoints`). Words are LayoutRender's, so the conformance is written here.
  public var description: String { "\(formatPoints(width))×\(formatPoints(height))" }
}
