import LayoutCore

/// SwiftUI's `.font(…)` on any view, in all its forms: a text style (`.largeTitle`), one
/// refined (`.caption2.bold()`, `.headline.weight(.semibold)`), `.system(size:weight:design:)`
/// and `.system(.title, design: .rounded)`; a style's size is `TextStyle`'s at the evaluation's
/// Dynamic Type size (`Evaluator.dynamicTypeSize`).
///
/// A font sizes the text of a `Text` or a `Button` and the symbol of an `Image(systemName:)`;
/// on a view with neither it changes nothing of the layout and is listed with the modifiers
/// that do not.
enum SwiftUIFonts {
  /// The text styles a `.name` shorthand may be.
  static let textStyles = Set(TextStyle.allCases.map(\.swiftUIName))

  /// What refines a font without changing its size here: weight, width, design and the
  /// like. Text metrics (README: "Text metrics") measure every weight alike, so a bold
  /// text is as wide as a regular one, an approximation of ours.
  static let refinements: Set<String> = [
    "bold", "italic", "weight", "width", "monospaced", "monospacedDigit", "leading", "smallCaps",
    "lowercaseSmallCaps", "uppercaseSmallCaps",
  ]

  /// The side of an SF Symbol's frame at font size `size`: 20 points at 17, the size
  /// `Image(systemName:)` has at the body style here, scaled in proportion. An estimate: SF
  /// Symbols scale with the font's point size (Apple's Human Interface Guidelines, "SF
  /// Symbols"), but each symbol's frame has its own proportions.
  static func symbolSide(fontSize size: Double) -> Double { (20 * size / 17).rounded() }
}

extension Evaluator {
  /// `view.font(argument)`: a text's or a button's font, a symbol's size; on any other view,
  /// nothing of the layout (noted as a layout-neutral modifier).
  func setFont(_ argument: EvaluatedArgument, of id: Int) throws(Diagnostic) -> Value {
    let value = fontSize(argument)
    switch viewTable.views[id].kind {
    case .label, .button:
      try setProperty("font", of: id, to: value, at: argument.location)
      if case .member(let name) = argument.value, let style = TextStyle.swiftUI(name) {
        viewTable.states[id].scaledFont = .style(style)
      } else {
        viewTable.states[id].scaledFont = nil
      }
    case .fixed where viewTable.states[id].isSymbol:
      let side = SwiftUIFonts.symbolSide(fontSize: try font(EvaluatedArgument(label: nil, value: value, isTrailingClosure: false,
                                                                                location: argument.location, callee: "font")))
      viewTable.views[id].kind = .fixed(Size(width: side, height: side))
    default:
      _ = layoutNeutral("font", of: .view(id), at: argument.location)
    }
    return .view(id)
  }
}

extension Evaluator {
  /// `Text("a") + Text("b")`: one Text of both strings, in the first one's font (SwiftUI joins
  /// them into one run of text, each keeping its own font; one size is kept here). Nil when
  /// either is no text.
  func joinedText(_ a: Int, _ b: Int, at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard case .label(let first, let lines, let font) = viewTable.views[a].kind, case .label(let second, _, _) = viewTable.views[b].kind else { return nil }
    try countElement(at: location)
    let id = viewTable.addView(typeName: viewTable.views[a].typeName, kind: .label(text: LabelText(first.string + second.string), lines: lines, font: font),
                               at: location)
    return .view(id)
  }
}
