import LayoutScript
import LayoutCore

/// The texts one evaluation of a session reads: the file with its knob values applied, then
/// each entry of the prompt as a text of its own, numbered from its line 1: the statements
/// in the order typed (the last one `<prompt>`, earlier ones `<prompt N>`), then a body typed
/// at the prompt (`<prompt body>`, with the knob values when it holds the knobs).
struct ComposedScript {
  /// The name diagnostics give the last statement typed at the prompt.
  static let promptPath = "<prompt>"
  /// The name diagnostics give a body typed at the prompt.
  static let bodyPath = "<prompt body>"

  /// The name diagnostics give statement number `number` typed at the prompt once another follows it.
  static func entryPath(_ number: Int) -> String { "<prompt \(number)>" }

  var main: String
  /// The path of `main`.
  var path: String
  var additions: [ScriptAdditions]

  /// Composes `file`, read from `path`, with `layers`.
  init(file: String, path: String, layers: SessionLayers) {
    self.path = path
    let count = layers.statements.count
    additions = layers.statements.enumerated().map { index, statement in
      ScriptAdditions(source: statement, path: index == count - 1 ? Self.promptPath : Self.entryPath(index + 1))
    }
    if let body = layers.body {
      additions.append(ScriptAdditions(source: Knobs.applying(layers.knobs, toBody: body), path: Self.bodyPath, isBody: true))
      main = file
    } else {
      main = Knobs.applying(layers.knobs, to: file, path: path)
    }
  }

  /// The text that holds the body in effect, its path, and the line of that text its own line 1
  /// is: a body typed at the prompt (as a `var body` declaration, so its line 1 is line 2), else the file.
  var bodyText: (text: String, path: String, firstLine: Int) {
    guard let body = additions.last(where: \.isBody) else { return (main, path, 1) }
    return (Knobs.declaring(body.source), body.path, 2)
  }
}
