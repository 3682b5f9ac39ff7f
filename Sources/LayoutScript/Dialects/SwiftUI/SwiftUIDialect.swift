import LayoutCore

/// SwiftUI's own views (text, shapes, controls) and containers beyond QuickLayout's; the view
/// methods that set a property or change nothing of the layout are in `SwiftUIViewMethods`.
enum SwiftUIDialect: Dialect {
  static let name = "SwiftUI"
  static let functions: [String: BuiltinFunction] = containers.merging(navigation) { first, _ in first }
    .merging(SwiftUIAnyLayout.functions) { first, _ in first }
    .merging(controls) { first, _ in first }
    .merging(navigationLinks) { first, _ in first }
    .merging(SwiftUIAppScenes.functions) { first, _ in first }
    .merging(widgetConfigurations) { first, _ in first }
    .merging(["Gradient": gradient]) { first, _ in first }
    .merging(ComposableArchitecture.functions) { first, _ in first }
  /// `Gradient(colors: [.teal, .indigo])`, `Gradient(stops: […])`: the colours a gradient view or
  /// style is drawn with, which no layout reads (a colour value, as `Color.red` is).
  static let gradient = BuiltinFunction(labels: ["colors", "stops"]) { _, _ in .color("Gradient") }
  static let modifiers: [String: ModifierEntry] = safeAreaModifiers.merging(["containerRelativeFrame": containerRelativeFrame, "position": position]) { $1 }
    .merging(["dynamicTypeSize": SwiftUIDynamicType.modifier]) { $1 }
    .merging(navigationModifiers) { first, _ in first }
  /// `position(x:y:)` and `position(_ position: CGPoint)`: the view's centre at the point in its
  /// parent's space (`PositionRule`).
  static let position = ModifierEntry(labels: ["_", "x", "y"]) { e, base, a throws(Diagnostic) in
    let point = try e.convert(a.positional(0), default: Point(x: try e.number(a["x"], default: 0), y: try e.number(a["y"], default: 0)),
                              "a CGPoint(x:y:)") { $0.pointValue }
    return try e.modified(base, .unary(PositionRule(x: point.x, y: point.y)), a)
  }
  /// The names whose use makes a script SwiftUI's (`SemanticsChoice`): the views and containers
  /// only this dialect has, and `Color` (`Color.red`, a view here, a UIColor in UIKit's `.red`).
  static let marks: Set<String> = Set(views.keys).union(functions.keys).subtracting(["GridItem"]).union(["Color"])
  static let views: [String: ViewConstructor] = [
    // `Text("**Bold** text")` shows its markdown's text, `Text(verbatim:)` its characters as
    // written, `Text(date, style: .date)` its value (a date is a placeholder's text).
    "Text": ViewConstructor(typeName: "Text", labels: ["_", "verbatim", "style", "format", "tableName", "bundle", "comment"]) { evaluator, arguments throws(Diagnostic) in
      if let verbatim = arguments["verbatim"] { return .label(text: LabelText(verbatim.value.interpolated), lines: 0, font: evaluator.plainTextFont) }
      guard let text = arguments.positional(0) else { return .label(text: LabelText(""), lines: 0, font: evaluator.plainTextFont) }
      if case .string(let written) = text.value { return .label(text: LabelText(MarkdownText.plain(written)), lines: 0, font: evaluator.plainTextFont) }
      // `Text(Image(systemName: "wifi"))`: a text whose one glyph is the image (Apple's `Text.init(_: Image)`),
      // sized as the image is here (our reading: the symbol at the body size it is drawn in).
      if case .view(let id) = text.value, !evaluator.viewTable.views[id].isPlaceholder, case .fixed = evaluator.viewTable.views[id].kind {
        return evaluator.viewTable.views[id].kind
      }
      // A placeholder where a string belongs (`Text(item.name)` of a sample element) reads as its text.
      return .label(text: LabelText(evaluator.placeholderText(text.value) ?? text.value.interpolated), lines: 0, font: evaluator.plainTextFont)
    },
    "Rectangle": ViewConstructors.shape("Rectangle"), "Circle": ViewConstructors.shape("Circle"),
    "Ellipse": ViewConstructors.shape("Ellipse"), "Capsule": ViewConstructors.shape("Capsule"),
    "RoundedRectangle": ViewConstructors.shape("RoundedRectangle"),
    // `Path { path in … }`, `Path(rect)`, `Path(roundedRect:cornerRadius:)`, `Path(ellipseIn:)`: a
    // `Shape` (Apple's `Path` reference: "Path conforms to Shape"), so as a view it takes the
    // proposal as every shape does; what it draws changes no layout, so its closure is not run.
    "Path": ViewConstructor(typeName: "Path", labels: ["_", "roundedRect", "cornerRadius", "cornerSize", "style", "ellipseIn", "{}"]) { _, _ in .plainView },
    // A gradient is a `View` as well as a `ShapeStyle` (Apple's `LinearGradient` reference); as a
    // view it fills the space it is offered, as a style does in a background (`background(_:
    // ignoresSafeAreaEdges:)`) and as `Color` does.
    "LinearGradient": ViewConstructor(typeName: "LinearGradient", labels: ["gradient", "colors", "stops", "startPoint", "endPoint"]) { _, _ in .plainView },
    "RadialGradient": ViewConstructor(typeName: "RadialGradient", labels: ["gradient", "colors", "stops", "center", "startRadius", "endRadius"]) { _, _ in .plainView },
    "AngularGradient": ViewConstructor(typeName: "AngularGradient", labels: ["gradient", "colors", "stops", "center", "startAngle", "endAngle", "angle"]) { _, _ in .plainView },
    "EllipticalGradient": ViewConstructor(typeName: "EllipticalGradient", labels: ["gradient", "colors", "stops", "center", "startRadiusFraction", "endRadiusFraction"]) { _, _ in .plainView },
    // SwiftUI's controls (README, "SwiftUI semantics"): a text field is a line of body text
    // (17 pt) tall, a toggle a switch tall, both as wide as proposed; a divider a 1-point line.
    "TextField": ViewConstructors.control("TextField", ["_", "text", "prompt", "axis", "onEditingChanged", "onCommit", "format", "{}"], .horizontallyExpandable(height: 21.25)),
    "SecureField": ViewConstructors.control("SecureField", ["_", "text", "prompt"], .horizontallyExpandable(height: 21.25)),
    "Toggle": ViewConstructors.control("Toggle", ["_", "isOn", "label", "{}"], .horizontallyExpandable(height: 31)),
    "Slider": ViewConstructors.control("Slider", ["value", "in", "step", "label", "minimumValueLabel", "maximumValueLabel", "onEditingChanged", "{}"], .horizontallyExpandable(height: 31)),
    "Divider": ViewConstructors.control("Divider", [], .horizontallyExpandable(height: 1)),
    // `ProgressView()` spins (20 × 20); `ProgressView(value:)` is a linear bar, 4 tall.
    "ProgressView": ViewConstructor(typeName: "ProgressView", labels: ["_", "value", "total"]) { _, arguments throws(Diagnostic) in
      arguments["value"] == nil ? .fixed(Size(width: 20, height: 20)) : .horizontallyExpandable(height: 4)
    },
  ]
}
