import LayoutCore

/// What a pasted UIKit class reads of its view's `traitCollection` (or `UITraitCollection.current`),
/// as an iPhone in portrait at the default text size has it — the same device the SwiftUI
/// environment describes (`SwiftUIEnvironment`), from Apple's UITraitCollection reference:
///
/// | trait | value | source |
/// |---|---|---|
/// | `displayScale` | the canvas's scale (`--scale`, 2 by default) | the screen the view is on is the canvas |
/// | `horizontalSizeClass` / `verticalSizeClass` | `.compact` / `.regular` | iPhone in portrait, HIG "Layout" size classes |
/// | `preferredContentSizeCategory` | `.large`, or `--dynamic-type`'s size | "Large is the default", HIG Typography |
/// | `userInterfaceStyle` | `.light` | a new simulator's appearance |
/// | `layoutDirection` | `.leftToRight` | |
/// | `userInterfaceIdiom` | `.phone` | |
/// | `accessibilityContrast`, `legibilityWeight` | `.normal`, `.regular` | |
///
/// A trait that changes the layout (the scale a hairline divides by, a size class a stack's axis
/// follows) is so modelled; any other is the placeholder it was. `UIDevice.current` is the same
/// iPhone: its `userInterfaceIdiom` `.phone` (UIDevice's reference: "the style of interface to use
/// on the current device") and its `orientation` `.portrait`, so `if UIDevice.current
/// .userInterfaceIdiom == .pad` takes the iPhone's branch; the cases of UIKit's enums of these
/// values read as their shorthand (`UIUserInterfaceIdiom.pad` is `.pad`).
enum UIKitTraitCollection {
  /// The traits whose value is a member (`.compact`), by trait.
  static let members: [String: String] = [
    "horizontalSizeClass": "compact", "verticalSizeClass": "regular", "userInterfaceStyle": "light",
    "layoutDirection": "leftToRight", "userInterfaceIdiom": "phone", "accessibilityContrast": "normal",
    "legibilityWeight": "regular",
  ]

  /// What `UIDevice.current` answers, by property.
  static let deviceMembers: [String: String] = ["userInterfaceIdiom": "phone", "orientation": "portrait"]

  /// UIKit's enums of the values above, whose members are cases (`UIUserInterfaceIdiom.pad`).
  static let enumTypes: Set<String> = [
    "UIUserInterfaceIdiom", "UIUserInterfaceSizeClass", "UIUserInterfaceStyle", "UIUserInterfaceLayoutDirection",
    "UIDeviceOrientation", "UIInterfaceOrientation", "UIAccessibilityContrast", "UILegibilityWeight",
  ]

  /// True when `base` names the trait collection: `traitCollection`, `self.traitCollection`,
  /// `view.traitCollection`, `UITraitCollection.current`.
  static func isTraitCollection(_ base: Expression) -> Bool {
    switch base {
    case .name("traitCollection", _), .member(_, "traitCollection", _), .member(.name("UITraitCollection", _), "current", _): return true
    default: return false
    }
  }
}

extension Evaluator {
  /// `traitCollection.name` (`UIDevice.current.name`, `UIUserInterfaceIdiom.name`), nil for a
  /// trait the table does not hold or a `traitCollection` the script declares itself.
  func traitCollectionMember(_ name: String, of base: Expression, at location: SourceLocation) throws(Diagnostic) -> Value? {
    if case .member(.name("UIDevice", _), "current", _) = base, let member = UIKitTraitCollection.deviceMembers[name] {
      return try evaluate(.implicitMember(member, location))
    }
    if case .name(let type, _) = base, UIKitTraitCollection.enumTypes.contains(type), !isScriptType(type) { return .member(name) }
    guard UIKitTraitCollection.isTraitCollection(base) else { return nil }
    if case .name(let declared, _) = base, scopes.contains(where: { $0[declared] != nil }) { return nil }
    if name == "displayScale" { return .number(canvas.scale) }
    if let member = UIKitTraitCollection.members[name] { return try evaluate(.implicitMember(member, location)) }
    if name == "preferredContentSizeCategory" { return try evaluate(SwiftUIDynamicType.environmentValue("sizeCategory", at: location)) }
    return nil
  }
}
