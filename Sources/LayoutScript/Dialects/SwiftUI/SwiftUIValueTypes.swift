/// SwiftUI's enumeration-like value types that app code names in full
/// (`NavigationSplitViewVisibility.doubleColumn`, `ColorScheme.dark`, `ButtonRole.destructive`):
/// each member is the same value as its shorthand (`.doubleColumn`), which is what the
/// modifiers and controls taking them read.
enum SwiftUIValueTypes {
  static let names: Set<String> = [
    "NavigationSplitViewVisibility", "NavigationSplitViewColumn", "ColorScheme", "DynamicTypeSize", "ContentSizeCategory",
    "UserInterfaceSizeClass", "ButtonRole", "Edge", "TextAlignment", "ScenePhase", "Visibility", "ControlSize",
    "ToolbarItemPlacement", "TabViewStyle", "ContentMode", "SubmitLabel", "TruncationMode", "LayoutDirection",
  ]
}

extension Evaluator {
  /// `ColorScheme.dark` and the like: the member `.dark`; nil for a type not in `SwiftUIValueTypes`.
  func swiftUIValueMember(_ name: String, of type: String) -> Value? {
    SwiftUIValueTypes.names.contains(type) ? .member(name) : nil
  }
}
