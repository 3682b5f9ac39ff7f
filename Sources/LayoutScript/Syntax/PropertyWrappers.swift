import LayoutCore

/// A property wrapper written before a declaration (`@Environment(\.dismiss)`), with the tokens
/// of its arguments.
struct PropertyWrapperUse: Sendable {
  var name: String
  /// `(\.dismiss)`, with its parentheses; empty when none are written.
  var arguments: [Token]
  var location: SourceLocation

  /// The value the wrapper gives a property declared without one, as SwiftUI does on an
  /// iPhone: an environment value from `SwiftUIEnvironment`, a model SwiftUI injects (a
  /// placeholder value of its type), a focus state, a namespace. Nil for the wrappers whose
  /// value comes from the view's initializer (`@Binding`, `@ObservedObject`) or is written.
  func providedValue(name property: String, type: String?, at location: SourceLocation) -> Expression? {
    switch name {
    case "Environment":
      // `@Environment(\.colorScheme)`, or `@Environment(Model.self)` of an `@Observable` model.
      let words = arguments.compactMap(\.identifier)
      if arguments.dropFirst().first?.isSymbol("\\") == true, let key = words.last {
        return SwiftUIEnvironment.value(of: key, property: property, type: type, at: location)
      }
      if let model = words.first { return PlaceholderValues.expression(type: model, name: property, at: location) }
      return nil
    case "EnvironmentObject", "Query", "FetchRequest", "SectionedFetchRequest", "FocusState", "AccessibilityFocusState",
         "GestureState", "Namespace", "FocusedValue", "FocusedBinding", "Bindable":
      return PlaceholderValues.expression(type: type ?? "Void", name: property, at: location)
    case "AppStorage", "SceneStorage":
      // `@AppStorage("name") var name: String?`, or `@AppStorage(.enableCubeShadow) var
      // enableCubeShadow` of an app's typed key (isowords): stored in the defaults, never the
      // initializer's, a placeholder of its type (an optional is nil).
      return PlaceholderValues.expression(type: type ?? "Void", name: property, at: location)
    case "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor":
      // `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`: of the type it names.
      return PlaceholderValues.expression(type: type ?? arguments.compactMap(\.identifier).first ?? "Void", name: property, at: location)
    case "Dependency":
      // pointfreeco/swift-dependencies' `@Dependency(\.database) var database`: a value the app's
      // dependency system provides, of a type no file here declares: a placeholder named for it.
      return PlaceholderValues.expression(type: type ?? "Dependency", name: property, at: location)
    case _ where !PropertyWrappers.known.contains(name) && !arguments.isEmpty:
      // A wrapper of another module, made by its attribute's arguments (`@Dependency(\.database)`,
      // `@Default(.outputFPS)`): the property needs no value from the initializer, and holds
      // one the file cannot know, a placeholder of its type; of no type written (`@Default(.ignoredTypes)
      // private var ignoredTypes`, its type the key's, in another file), a placeholder named for it.
      return PlaceholderValues.expression(type: type ?? "\(name)'s value", name: property, at: location)
    case _ where !PropertyWrappers.known.contains(name) && name.startsUppercase && type == nil:
      // `@Integration var integrations`: no value and no type, so Swift makes the wrapper by its
      // `init()` (the type is the wrapper's): the initializer takes nothing, a placeholder here.
      return PlaceholderValues.expression(type: name, name: property, at: location)
    default:
      return nil
    }
  }
}

extension PropertyWrapperUse {
  /// The value written after `=` as the property holds it: `@ScaledMetric(relativeTo: .title)
  /// var size = 24` scaled for the evaluation's Dynamic Type size (`SwiftUIDynamicType`), any
  /// other wrapper's as written.
  func held(_ value: Expression, at location: SourceLocation) -> Expression {
    guard name == "ScaledMetric" else { return value }
    let words = arguments.compactMap(\.identifier)
    let style = words.firstIndex(of: "relativeTo").flatMap { words.indices.contains($0 + 1) ? words[$0 + 1] : nil } ?? "body"
    return SwiftUIDynamicType.scaledMetric(value, relativeTo: style, at: location)
  }
}

/// The property wrappers of SwiftUI, SwiftData and Combine a view's properties are declared
/// with: accepted, the value the property holds being its initial one (a script runs once, so
/// `@State`, `@Published`, `@AppStorage` are their initial values).
enum PropertyWrappers {
  static let known: Set<String> = [
    "State", "Binding", "Environment", "EnvironmentObject", "ObservedObject", "StateObject", "Bindable", "Published",
    "AppStorage", "SceneStorage", "FocusState", "AccessibilityFocusState", "Namespace", "ScaledMetric", "GestureState",
    "Query", "FetchRequest", "SectionedFetchRequest", "UIApplicationDelegateAdaptor", "FocusedValue", "FocusedBinding",
    "ObservationIgnored", "Observable", "Dependency",
  ]

  /// True for an attribute that reads as a property wrapper of another module: a type's name
  /// (capitalised) written with arguments, `@Dependency(\.database)`, `@Default(.outputFPS)`,
  /// or without, `@Integration var integrations`, unlike Swift's own attributes
  /// (`@available(iOS 17, *)`, `@objc(name)`, `@MainActor`: `swiftAttributes`).
  static func isForeign(_ name: String, hasArguments: Bool) -> Bool {
    name.startsUppercase && !known.contains(name) && (hasArguments || !swiftAttributes.contains(name))
  }

  /// The capitalised attributes of Swift, its concurrency, Interface Builder, SwiftData and
  /// SwiftUI's macros that are no property wrapper (`@MainActor var model`, `@IBOutlet weak var`).
  static let swiftAttributes: Set<String> = [
    "MainActor", "Sendable", "ViewBuilder", "ToolbarContentBuilder", "SceneBuilder", "CommandsBuilder", "ResultBuilder",
    "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction", "NSManaged", "NSCopying", "UIApplicationMain",
    "NSApplicationMain", "GKInspectable", "Model", "Attribute", "Relationship", "Transient", "Entry", "Previewable",
    "ObservationTracked", "Observable", "Test", "Suite", "TaskLocal", "LayoutBuilder", "QuickLayout",
  ]
}
