import LayoutCore
import LayoutRender

/// Modifiers qlrepl accepts as layout-neutral that do change a layout with some arguments, in
/// ways it does not model: a List's style other than inset-grouped (`SwiftUIList`), a row's own
/// insets, a label drawn as its icon or title alone, a bordered button's capsule, an image's
/// scale, a text's extra line spacing. With an argument that keeps iOS's default the picture is
/// right and the modifier is neutral; with any other, one note names each, so the picture is
/// never silently the default's.
enum SwiftUIUnmodelledStyles {
  /// By modifier, the arguments (a member's or a type's name, a number's digits) that keep the
  /// layout qlrepl draws; an empty set: every argument changes it.
  static let defaults: [String: Set<String>] = [
    "listStyle": ["insetGrouped", "automatic", "InsetGroupedListStyle", "DefaultListStyle"],
    "labelStyle": ["automatic", "titleAndIcon", "DefaultLabelStyle", "TitleAndIconLabelStyle"],
    "buttonStyle": ["automatic", "plain", "borderless", "PlainButtonStyle", "BorderlessButtonStyle", "DefaultButtonStyle"],
    "imageScale": ["medium"],
    "listRowInsets": [],
    "lineSpacing": ["0"],
  ]
  /// What qlrepl draws instead, by modifier, for the note.
  static let drawnAs: [String: String] = [
    "listStyle": "a List inset-grouped", "labelStyle": "a Label with its icon and title", "buttonStyle": "a Button without a border",
    "imageScale": "an image at its medium scale", "listRowInsets": "rows at their default insets", "lineSpacing": "text at its font's line height",
  ]

  /// How an argument is written in the note and matched against `defaults`: `.plain` is
  /// "plain", `PlainListStyle()` "PlainListStyle", `4` "4"; nil for any other expression.
  static func name(of argument: Expression) -> String? {
    switch argument {
    case .implicitMember(let name, _), .name(let name, _): return name
    case .number(let value, _): return formatNumber(value)
    case .call(let call):
      switch call.callee {
      case .name(let name): return name
      case .expression(.implicitMember(let name, _)): return name  // `.init(top: 4, …)`
      case .method, .expression: return nil
      }
    default: return nil
    }
  }
}

extension Evaluator {
  /// Records `.name(argument)` when its argument changes the layout in a way qlrepl does not
  /// model (true), for `noteUnmodelledStyles`.
  func noteUnmodelledStyle(_ name: String, _ arguments: CallSyntax, at location: SourceLocation) -> Bool {
    guard let kept = SwiftUIUnmodelledStyles.defaults[name], let argument = arguments.first?.value else { return false }
    let written = SwiftUIUnmodelledStyles.name(of: argument)
    if let written, kept.contains(written) { return false }
    let shown = written.map { kept.isEmpty ? "…" : (Self.isTypeName($0) ? "\($0)()" : ".\($0)") } ?? "…"
    let key = ".\(name)(\(shown))"
    if unmodelledStyles[key] == nil { unmodelledStyles[key] = location }
    return true
  }

  /// The one note naming the style modifiers whose layout was not modelled, at the first of them.
  func noteUnmodelledStyles() {
    guard let first = unmodelledStyles.values.min(by: { ($0.line, $0.column) < ($1.line, $1.column) }) else { return }
    let keys = unmodelledStyles.keys.sorted()
    let modifiers = Set(keys.map { String($0.dropFirst().prefix { $0 != "(" }) })
    let instead = SwiftUIUnmodelledStyles.drawnAs.filter { modifiers.contains($0.key) }.sorted { $0.key < $1.key }.map(\.value)
    note("\(keys.joined(separator: ", ")) \(keys.count == 1 ? "changes" : "change") the layout in a way qlrepl does not model: "
           + "drawn as iOS's default draws \(keys.count == 1 ? "it" : "them") (\(instead.joined(separator: ", ")); docs/swiftui.md)", at: first)
  }

  private static func isTypeName(_ name: String) -> Bool { name.startsUppercase }
}
