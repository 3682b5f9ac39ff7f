import LayoutScript
import LayoutCore

/// The texts one evaluation of a session reads: the file with its knob values applied, and
/// the prompt's additions (its statements, then a body typed at the prompt) as `<prompt>`.
struct ComposedScript {
  /// The name diagnostics give the prompt's additions.
  static let promptPath = "<prompt>"

  var main: String
  /// The path of `main`.
  var path: String
  var additions: ScriptAdditions?

  /// Composes `file`, read from `path`, with `layers`.
  init(file: String, path: String, layers: SessionLayers) {
    self.path = path
    var statements = layers.statements
    if let body = layers.body { statements.append("var body: Layout {\n\(body)\n}") }
    var added = statements.joined(separator: "\n")
    if layers.body != nil {
      added = Knobs.applying(layers.knobs, to: added, path: Self.promptPath)
      main = file
    } else {
      main = Knobs.applying(layers.knobs, to: file, path: path)
    }
    additions = added.isEmpty ? nil : ScriptAdditions(source: added, path: Self.promptPath)
  }

  /// The text that holds the body in effect: the prompt's when it typed one, else the file's.
  var bodyText: (text: String, path: String) {
    if let additions, ScriptBody.locate(in: additions.source, path: additions.path) != nil {
      return (additions.source, additions.path)
    }
    return (main, path)
  }
}
