import LayoutCore

/// SwiftUI's `ShapeStyle` shorthands, as `background`, `overlay`, `foregroundStyle`, `fill`
/// and `stroke` take them: colours (`.blue`), hierarchical styles (`.secondary`,
/// `.background.secondary`), materials (`.thinMaterial`), and what refines them
/// (`.blue.opacity(0.2)`, `.red.gradient`, `.shadow(…)`).
///
/// For layout a style is a fill: in a `background` or `overlay` it is a view that takes the
/// proposal (what `Color.blue` is, Apple's docs of `background(_:ignoresSafeAreaEdges:)`),
/// so it takes the size of the view it is behind; in `background(_:in:)` the shape it fills is.
enum SwiftUIShapeStyles {
  /// The style names a `.name` shorthand may be.
  static let styles: Set<String> = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "white",
    "gray", "black", "clear", "primary", "secondary", "tertiary", "quaternary", "quinary", "background", "foreground",
    "tint", "selection", "separator", "placeholder", "link", "fill", "windowBackground",
    "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
  ]

  /// The members and methods that refine a style into another of the same layout.
  static let refinements: Set<String> = ["gradient", "secondary", "tertiary", "quaternary", "quinary", "opacity", "shadow"]

  /// The shapes `Shape`'s static members name (`.rect`, `.rect(cornerRadius: 12)`, `.circle`,
  /// `.capsule`, `.ellipse`, `.containerRelative`; Apple's documentation of `Shape`, iOS 17), by
  /// the shape type each is: given a `background(_:in:)` or where a view belongs, the shape,
  /// which takes the proposal as the built-in shapes do.
  static let shapes: [String: String] = [
    "rect": "Rectangle", "circle": "Circle", "capsule": "Capsule", "ellipse": "Ellipse",
    "containerRelative": "ContainerRelativeShape",
  ]

  /// True for a `.name` shorthand naming a style.
  static func isStyle(_ value: Value) -> Bool {
    if case .member(let name) = value { return styles.contains(name) }
    return false
  }
}

extension Evaluator {
  /// A style given where a view belongs (`.background(.blue.opacity(0.2))`): the fill view
  /// it draws, named for it; `in shape`, that shape, filled (`.rect(cornerRadius: 12)` of
  /// `Shape`'s static members too: `SwiftUIShapeStyles.shapes`). Nil for any other value.
  func shapeStyleView(_ value: Value, in shape: EvaluatedArgument?, at location: SourceLocation) throws(Diagnostic) -> Value? {
    if case .member(let name) = value, let shape = SwiftUIShapeStyles.shapes[name] {
      return try addLeaf(shape, .plainView, at: location)  // `.background(.rect(cornerRadius: 8))`
    }
    guard SwiftUIShapeStyles.isStyle(value), case .member(let name) = value else { return nil }
    if let shape { return try shapeStyleView(shape.value, in: nil, at: shape.location) ?? shape.value }
    return try colorView(name, at: location)
  }
}
