import LayoutCore

/// The colours a project's own extension of another file nests under a namespace of its design
/// tokens (`UIColor.compound.textPrimary`, `Color.brand.accent`, `.compound.iconTertiary`): a
/// colour never changes the layout, so such a member is a colour of that path, listed once
/// with the placeholders as a colour drawn as none, never an error. A near miss of a member
/// UIColor or Color has of its own (`UIColor.red.cgColr`) is still a typo with "did you mean".
extension Evaluator {
  /// The members of a UIColor or a SwiftUI Color a colour's own code reads (UIColor's and
  /// Color's references): none is a colour of the app's own.
  static let colorOwnMembers = ["cgColor", "ciColor", "gradient", "description", "accessibilityName", "resolvedColor", "withAlphaComponent", "opacity"]

  /// `namespace.name` read off the colour `namespace`: the app's colour of that path, noted with
  /// the placeholders; nil for one of the colour's own members (`colorOwnMembers`).
  func appColorMember(_ name: String, of namespace: String, at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard !Self.colorOwnMembers.contains(name) else { return nil }
    if let hint = didYouMean(name, among: Self.colorOwnMembers) {
      throw Diagnostic("a UIColor has no member '\(name)'", at: location, hint: hint)
    }
    let path = namespace + "." + name
    placeholders.use(path, as: .color, at: location)
    return .color(path)
  }
}
