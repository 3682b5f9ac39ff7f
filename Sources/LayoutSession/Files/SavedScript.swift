import LayoutPipeline
import LayoutScript

/// The text `:save` writes: the file with the prompt's layers folded in. A body typed at the
/// prompt replaces the file's body (or is appended when it has none), knob values replace
/// their literals, each override is appended as a modifier to every place the body names its
/// view, prompt statements are appended at the end, where they ran, and the canvas settings
/// go into the script's `canvas(…)` call.
struct SavedScript {
  let text: String
  /// Overrides of views the body does not name (built inline or in a component): they stay in the session.
  let unwritten: [ViewOverride]

  init(file: String, path: String, layers: SessionLayers) {
    var text = file
    if let body = layers.body {
      let indented = body.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
      if let located = ScriptBody.locate(in: text, path: path) {
        text.replaceSubrange(located.contents, with: "\n\(indented)\n")
      } else {
        text += (text.hasSuffix("\n") || text.isEmpty ? "" : "\n") + "\nvar body: Layout {\n\(indented)\n}\n"
      }
    }
    text = Knobs.applying(layers.knobs, to: text, path: path)
    var unwritten: [ViewOverride] = []
    if !layers.overrides.isEmpty, let body = ScriptBody.locate(in: text, path: path) {
      var insertions: [String.Index: String] = [:]
      for override in layers.overrides {
        let places = body.placements.filter { $0.name == override.view }
        if places.isEmpty { unwritten.append(override) }
        for place in places { insertions[place.end, default: ""] += override.modifierText }
      }
      for (index, modifiers) in insertions.sorted(by: { $0.key > $1.key }) { text.insert(contentsOf: modifiers, at: index) }
    } else {
      unwritten = layers.overrides
    }
    if !layers.statements.isEmpty {
      // One heading, however many saves: the statements of a later save go under it, at the end.
      let heading = "// added at the qlrepl prompt\n"
      let separator = text.hasSuffix("\n") || text.isEmpty ? "" : "\n"
      text += separator + (text.contains("\n" + heading) || text.hasPrefix(heading) ? "" : "\n" + heading)
        + layers.statements.joined(separator: "\n") + "\n"
    }
    self.text = CanvasCall.writing(layers.display.canvas, into: text, path: path)
    self.unwritten = unwritten
  }
}
