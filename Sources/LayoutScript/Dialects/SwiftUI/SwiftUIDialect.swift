import LayoutCore

/// SwiftUI's own views (text, shapes, controls) and containers beyond QuickLayout's; the view
/// methods that set a property or change nothing of the layout are in `SwiftUIViewMethods`.
enum SwiftUIDialect: Dialect {
  static let name = "SwiftUI"
  static let functions: [String: BuiltinFunction] = containers
  static let modifiers: [String: ModifierEntry] = safeAreaModifiers.merging(["containerRelativeFrame": containerRelativeFrame]) { $1 }
  /// The names whose use makes a script SwiftUI's (`SemanticsChoice`): the views and containers
  /// only this dialect has, and `Color` (`Color.red`, a view here, a UIColor in UIKit's `.red`).
  static let marks: Set<String> = Set(views.keys).union(functions.keys).subtracting(["GridItem"]).union(["Color"])
  static let views: [String: ViewConstructor] = [
    "Text": ViewConstructor(typeName: "Text", labels: ["_"]) { evaluator, arguments throws(Diagnostic) in
      .label(text: LabelText(try evaluator.string(arguments.positional(0), default: "")), lines: 0, font: 16)
    },
    "Rectangle": ViewConstructors.shape("Rectangle"), "Circle": ViewConstructors.shape("Circle"),
    "Ellipse": ViewConstructors.shape("Ellipse"), "Capsule": ViewConstructors.shape("Capsule"),
    "RoundedRectangle": ViewConstructors.shape("RoundedRectangle"),
    // SwiftUI's controls (README, "SwiftUI semantics"): a text field is a line of body text
    // (17 pt) tall, a toggle a switch tall, both as wide as proposed; a divider a 1-point line.
    "TextField": ViewConstructors.control("TextField", ["_", "text", "prompt", "axis"], .horizontallyExpandable(height: 21.25)),
    "SecureField": ViewConstructors.control("SecureField", ["_", "text", "prompt"], .horizontallyExpandable(height: 21.25)),
    "Toggle": ViewConstructors.control("Toggle", ["_", "isOn", "{}"], .horizontallyExpandable(height: 31)),
    "Slider": ViewConstructors.control("Slider", ["value", "in", "step"], .horizontallyExpandable(height: 31)),
    "Divider": ViewConstructors.control("Divider", [], .horizontallyExpandable(height: 1)),
    // `ProgressView()` spins (20 × 20); `ProgressView(value:)` is a linear bar, 4 tall.
    "ProgressView": ViewConstructor(typeName: "ProgressView", labels: ["_", "value", "total"]) { _, arguments throws(Diagnostic) in
      arguments["value"] == nil ? .fixed(Size(width: 20, height: 20)) : .horizontallyExpandable(height: 4)
    },
  ]
}
