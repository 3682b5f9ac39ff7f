/// SwiftUI's enumeration-like value types that app code names in full
/// (`NavigationSplitViewVisibility.doubleColumn`, `ColorScheme.dark`, `ButtonRole.destructive`):
/// each member is the same value as its shorthand (`.doubleColumn`), which is what the
/// modifiers and controls taking them read.
enum SwiftUIValueTypes {
  static let names: Set<String> = [
    "NavigationSplitViewVisibility", "NavigationSplitViewColumn", "ColorScheme", "DynamicTypeSize", "ContentSizeCategory",
    "UserInterfaceSizeClass", "ButtonRole", "Edge", "TextAlignment", "ScenePhase", "Visibility", "ControlSize",
    "ToolbarItemPlacement", "TabViewStyle", "ContentMode", "SubmitLabel", "TruncationMode", "LayoutDirection", "Binding",
    "Font",  // `Font.title` is `.title`, `Font.brandBody` an app's own font (`SwiftUIFonts`)
  ]

  /// The cases of those that are `CaseIterable`, in the order SwiftUI's reference lists them:
  /// what `ColorScheme.allCases` goes through (a preview of each scheme).
  static let allCases: [String: [String]] = [
    "ColorScheme": ["light", "dark"],
    "LayoutDirection": ["leftToRight", "rightToLeft"],
    "UserInterfaceSizeClass": ["compact", "regular"],
  ]
}

extension Evaluator {
  /// `ColorScheme.dark` and the like: the member `.dark` (`allCases` the array of the cases);
  /// nil for a type not in `SwiftUIValueTypes`.
  func swiftUIValueMember(_ name: String, of type: String) -> Value? {
    if name == "allCases", let cases = SwiftUIValueTypes.allCases[type] { return .array(cases.map(Value.member)) }
    return SwiftUIValueTypes.names.contains(type) ? .member(name) : nil
  }
}

/// SwiftUI's values that configure behaviour or appearance and never a frame: styles
/// (`RoundedBorderTextFieldStyle()`), gestures (`DragGesture()`), animations (`Animation.easeIn`),
/// alerts, timers. Made, read or modified (`.onChanged { … }`, `.delay(1)`), each is an opaque
/// value that the layout-neutral modifier given it ignores.
enum SwiftUIOpaqueValues {
  static let names: Set<String> = [
    "RoundedBorderTextFieldStyle", "PlainTextFieldStyle", "DefaultTextFieldStyle", "SegmentedPickerStyle", "MenuPickerStyle",
    "WheelPickerStyle", "InlinePickerStyle", "DefaultPickerStyle", "SwitchToggleStyle", "DefaultToggleStyle", "ButtonToggleStyle",
    "PageTabViewStyle", "DefaultTabViewStyle", "StackNavigationViewStyle", "DoubleColumnNavigationViewStyle",
    "DefaultNavigationViewStyle", "TitleOnlyLabelStyle", "IconOnlyLabelStyle", "TitleAndIconLabelStyle", "DefaultLabelStyle",
    "CircularProgressViewStyle", "LinearProgressViewStyle", "DefaultProgressViewStyle", "PlainButtonStyle",
    "BorderlessButtonStyle", "BorderedButtonStyle", "BorderedProminentButtonStyle", "DefaultButtonStyle",
    "GraphicalDatePickerStyle", "WheelDatePickerStyle", "CompactDatePickerStyle", "DefaultDatePickerStyle",
    "InsetGroupedListStyle", "PlainListStyle", "GroupedListStyle", "InsetListStyle", "SidebarListStyle",
    "PageIndexViewStyle", "TapGesture", "DragGesture", "LongPressGesture", "MagnificationGesture", "MagnifyGesture",
    "RotationGesture", "RotateGesture", "SpatialTapGesture", "SimultaneousGesture", "Animation", "Transaction", "Alert",
    "ActionSheet", "Timer", "StrokeStyle",
  ]
}

extension Evaluator {
  /// A value of `SwiftUIOpaqueValues`: the type's name.
  func opaqueValue(_ type: String) -> Value? {
    SwiftUIOpaqueValues.names.contains(type) ? .member(type) : nil
  }
}
