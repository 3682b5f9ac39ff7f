import LayoutCore

extension Flexibility: CustomStringConvertible {
  /// The word the frame table and the tree report write: `fixed`, `partial`, `flexible`.
  public var description: String {
    switch self {
    case .fixedSize: return "fixed"
    case .partial: return "partial"
    case .fullyFlexible: return "flexible"
    }
  }
}

extension AxesFlexibility: CustomStringConvertible {
  /// Both axes as the frame table shows them, horizontal first: `partial/fixed`.
  public var description: String { "\(horizontal)/\(vertical)" }
}
