import LayoutCore

/// The environment values an `@Environment(\.key)` property reads, as an iPhone in portrait at
/// the default text size has them (Apple's documentation of `EnvironmentValues`): what Xcode's
/// canvas shows without `.environment(…)`. README, "Real app code", lists the table.
///
/// | key | value | source |
/// |---|---|---|
/// | `colorScheme` | `.light` | the system appearance a new simulator starts in |
/// | `colorSchemeContrast` | `.standard` | |
/// | `dynamicTypeSize` | `.large`, or `--dynamic-type`'s size | "Large is the default", HIG Typography (`SwiftUIDynamicType`) |
/// | `sizeCategory` | the same, in `ContentSizeCategory`'s names (`.extraLarge`) | the older API |
/// | `horizontalSizeClass` | `.compact` | iPhone in portrait, HIG "Layout" size classes |
/// | `verticalSizeClass` | `.regular` | the same |
/// | `layoutDirection` | `.leftToRight` | |
/// | `displayScale` | `3` | iPhone 15/16 Pro: 3x |
/// | `isEnabled` | `true` | |
/// | `isPresented`, `isSearching`, `isFocused` | `false` | |
/// | `scenePhase` | `.active` | |
/// | `widgetFamily` | `.systemSmall` | the first of WidgetKit's `WidgetFamily` cases, the family every widget preview here shows |
/// | `dismiss`, `openURL`, `refresh`, `dismissSearch`, `openWindow`, `requestReview` | an action that does nothing | |
/// | `locale`, `calendar`, `timeZone` | `en_US`, `gregorian`, `GMT` | |
/// | `editMode` | `nil` | |
/// | anything else (`managedObjectContext`, `modelContext`, a project's own key: `\.theme`) | a placeholder named for the property, of its declared type (`nil` for an optional) | its key is declared in another file |
enum SwiftUIEnvironment {
  /// The keys whose value is a member (`.light`), by key.
  static let members: [String: String] = [
    "colorScheme": "light", "colorSchemeContrast": "standard",
    "horizontalSizeClass": "compact", "verticalSizeClass": "regular", "layoutDirection": "leftToRight",
    "scenePhase": "active", "legibilityWeight": "regular", "controlSize": "regular", "widgetFamily": "systemSmall",
  ]

  /// The keys whose value is an action (`dismiss()`): a closure that does nothing.
  static let actions: Set<String> = [
    "dismiss", "openURL", "refresh", "dismissSearch", "openWindow", "dismissWindow", "requestReview", "presentationMode",
    "undoManager", "openSettings", "resetFocus", "purchase",
  ]

  /// The value of `key`, as an expression of the script language.
  static func value(of key: String, property: String, type: String?, at location: SourceLocation) -> Expression {
    if let member = members[key] { return .implicitMember(member, location) }
    if key == "dynamicTypeSize" || key == "sizeCategory" { return SwiftUIDynamicType.environmentValue(key, at: location) }
    if actions.contains(key) { return .closure(Closure(parameters: [], body: [], location: location)) }
    switch key {
    case "displayScale", "pixelLength": return .number(key == "displayScale" ? 3 : 1.0 / 3, location)
    case "isEnabled": return .bool(true, location)
    case "isPresented", "isSearching", "isFocused", "accessibilityReduceMotion", "accessibilityReduceTransparency",
         "accessibilityVoiceOverEnabled", "accessibilityDifferentiateWithoutColor", "accessibilityInvertColors":
      return .bool(false, location)
    case "locale": return .text("en_US", location)
    case "calendar": return .text("gregorian", location)
    case "timeZone": return .text("GMT", location)
    case "editMode": return .name("nil", location)
    default: return PlaceholderValues.expression(type: type ?? "EnvironmentValues", name: property, at: location)
    }
  }
}
