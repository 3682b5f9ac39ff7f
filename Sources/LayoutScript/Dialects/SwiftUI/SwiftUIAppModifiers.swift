/// The modifiers of real apps that present, navigate, style controls, read input or run tasks:
/// none changes the frames of the view it modifies (a sheet, an alert, a toolbar item, a task
/// are shown elsewhere or not at all in a static canvas), so each is accepted, not run, and
/// named in the one note of layout-neutral modifiers (`SwiftUIViewMethods.layoutNeutral`).
enum SwiftUIAppModifiers {
  static let names: Set<String> = [
    // Navigation and presentation.
    "toolbar", "toolbarBackground", "toolbarColorScheme", "toolbarTitleDisplayMode", "toolbarRole", "navigationDestination",
    "navigationBarBackButtonHidden", "navigationBarItems", "navigationBarTitle", "navigationSubtitle", "navigationSplitViewStyle",
    "navigationViewStyle", "navigationSplitViewColumnWidth", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog",
    "presentationDetents", "presentationDragIndicator", "presentationBackground", "presentationCornerRadius",
    "interactiveDismissDisabled", "tabItem", "badge", "tabViewStyle", "indexViewStyle", "searchable", "searchSuggestions",
    "refreshable", "swipeActions", "onMove", "onDelete", "onInsert", "contextMenu", "inspector", "fileImporter", "fileExporter", "photosPicker",
    // Tasks, events and input.
    "task", "onSubmit", "onReceive", "onOpenURL", "onLongPressGesture", "gesture", "simultaneousGesture",
    "highPriorityGesture", "onHover", "onDrag", "onDrop", "draggable", "dropDestination", "focused", "focusable",
    "submitLabel", "keyboardType", "textContentType", "textInputAutocapitalization", "autocapitalization",
    "autocorrectionDisabled", "disableAutocorrection", "scrollDismissesKeyboard", "keyboardShortcut", "sensoryFeedback",
    "onKeyPress", "onScrollGeometryChange", "scrollPosition", "defaultScrollAnchor", "userActivity", "handlesExternalEvents",
    // Styles, environment and appearance.
    "pickerStyle", "datePickerStyle", "progressViewStyle", "gaugeStyle", "menuStyle", "listStyle", "formStyle",
    "controlGroupStyle", "disclosureGroupStyle", "groupBoxStyle", "labelsHidden", "environment", "environmentObject",
    "preferredColorScheme", "colorScheme", "accentColor", "scrollContentBackground", "scrollIndicators",
    "scrollBounceBehavior", "scrollTargetBehavior", "scrollTargetLayout", "symbolEffect", "contentTransition",
    "matchedGeometryEffect", "textSelection", "privacySensitive", "allowsHitTesting", "menuIndicator", "monospacedDigit",
    "monospaced", "kerning", "tracking", "baselineOffset", "previewLayout", "previewDisplayName",
    "previewDevice", "previewInterfaceOrientation", "modelContainer", "accessibilityValue", "accessibilityAction",
    "accessibilityRepresentation", "accessibilityElement", "accessibilityShowsLargeContentViewer", "accessibilitySortPriority",
    "buttonBorderShape", "listItemTint", "backgroundStyle", "glassBackgroundEffect", "statusBarHidden", "persistentSystemOverlays",
    "headerProminence", "symbolVariant", "renderingMode", "interpolation", "antialiased", "badgeProminence", "hoverEffect",
    "menuOrder", "springLoadingBehavior", "defaultFocus", "focusEffectDisabled", "statusBar", "rotation3DEffect", "colorMultiply",
    "blendMode", "appStoreOverlay", "actionSheet", "trim", "colorInvert", "hueRotation", "contrast", "luminanceToAlpha",
    "drawingGroup", "onContinuousHover", "coordinateSpace", "listRowBackground", "scrollIndicatorsFlash", "onGeometryChange",
    // Preferences a view hands its ancestors (Chat's `.preference(key: MessageMenuPreferenceKey.self, value: …)`): read by
    // code, never by layout here.
    "preference", "transformPreference", "anchorPreference", "transformAnchorPreference",
    // `hidden()` keeps the view's frame, not drawn (`Evaluator.hidden(_:)`); a mirrored image keeps its frame.
    "hidden", "flipsForRightToLeftLayoutDirection",
    // A widget configuration's: its gallery name and text, its families, its margins.
    "configurationDisplayName", "description", "supportedFamilies", "contentMarginsDisabled", "widgetURL", "containerBackground",
  ]
}
