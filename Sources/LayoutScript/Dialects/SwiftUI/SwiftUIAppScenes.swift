import LayoutCore

/// An app's scenes (`@main struct CountriesApp: App { var body: some Scene { WindowGroup {
/// ContentView() } } }`): on an iPhone a `WindowGroup` or a `DocumentGroup` shows its content full
/// screen, one window at a time (Apple's docs of `WindowGroup`: "presents a group of identically
/// structured windows"; iOS shows one), so a scene is its content, and a file whose only view is its
/// `App` shows that content (`Evaluator.appSceneCall`).
enum SwiftUIAppScenes {
  static let functions: [String: BuiltinFunction] = [
    "WindowGroup": scene(labels: ["_", "id", "for", "content", "{}"]),
    "DocumentGroup": scene(labels: ["newDocument", "viewing", "editing", "editor", "content", "{}"]),
  ]

  /// A scene of these labels: its content, as a `Group` of it.
  private static func scene(labels: [String]) -> BuiltinFunction {
    BuiltinFunction(labels: labels) { e, a throws(Diagnostic) in .group(try e.layoutBlock(a), .builder) }
  }
}

extension Evaluator {
  /// `app.body` of the file's `struct … : App`, its properties placeholders, when the file
  /// declares no view: the content of its window.
  func appSceneCall() -> (statements: [Statement], location: SourceLocation)? {
    guard let app = declarations.structTypes.values.first(where: { $0.conformances.contains("App") }),
          let body = typeMember(named: "body", in: app.name), body.isProperty else { return nil }
    let receiver = PlaceholderValues.receiver(ofType: app.name, noted: false, at: app.location)
    return ([.expression(.member(receiver, "body", body.location))], body.location)
  }
}
