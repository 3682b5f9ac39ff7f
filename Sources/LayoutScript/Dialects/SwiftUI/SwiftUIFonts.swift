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
      if case .member(let name) = value {
        // A near miss of a text style is a typo (`.largeTitel`); any other name a font of the
        // app's own (`.brandTitle`, `.boldFontWithSize(15)`, `.title20`, a sibling of `.title2`
        // by the typo rule: an extension of `Font` in another file), whose size is unknown: the
        // text keeps its font.
        if let hint = Placeholders.typoHint(name, values: Array(SwiftUIFonts.textStyles), types: []) {
          throw Diagnostic("unknown font '.\(name)'", at: argument.location, hint: hint)
        }
        noteAppFont("." + name, at: argument.location)
        return .view(id)
      }
      if isPlaceholderName(value), case .view(let placeholder) = value, viewTable.views[placeholder].name.contains(".") {
        let name = viewTable.views[placeholder].name  // `.font(Fonts.title)`: another file's font
        placeholders.forget(name)
        noteAppFont(name, at: argument.location)
        return .view(id)
      }
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
      viewTable.states[id].symbolHasFont = true
    default:
      _ = layoutNeutral("font", of: .view(id), at: argument.location)
    }
    return .view(id)
  }
}

extension Evaluator {
  /// SwiftUI's `.custom(_:size:)`, `.custom(_:size:relativeTo:)` and `.custom(_:fixedSize:)`: a
  /// font of that point size, at the default Dynamic Type size; at another, `size:` scales as
  /// the body style does and `relativeTo:` as its style does, and `fixedSize:` never (Apple's
  /// `Font.custom(_:size:)` reference: a custom font "that scales with the body text style").
  /// Nil for another name.
  func swiftUIFontFunction(_ name: String, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    guard name == "custom" else { return nil }
    try arguments.check(["_", "size", "relativeTo", "fixedSize"])
    if let fixed = arguments["fixedSize"] { return .number(try font(fixed)) }
    var style = TextStyle.body
    if case .member(let styleName)? = arguments["relativeTo"]?.value, let relative = TextStyle.swiftUI(styleName) { style = relative }
    return .number(try font(arguments["size"]) * style.pointSize(at: dynamicTypeSize) / style.pointSize(at: .large))
  }

  /// Records `name` (`.brandTitle`, `Fonts.title`) among the app's own fonts of the one note.
  func noteAppFont(_ name: String, at location: SourceLocation) {
    if !appFonts.contains(name) { appFonts.append(name) }
    if appFontLocation == nil { appFontLocation = location }
  }

  /// The one note of the app's own fonts set on texts (`setFont`), at the first.
  func noteAppFonts() {
    guard let location = appFontLocation else { return }
    let names = appFonts.prefix(6).map { "'\($0)'" }.joined(separator: ", ") + (appFonts.count > 6 ? ", …" : "")
    note("\(names) \(appFonts.count == 1 ? "is a font" : "are fonts") of the app's own, declared in another file, so not modelled: "
           + "\(appFonts.count == 1 ? "its texts keep" : "their texts keep") the font they had", at: location)
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
