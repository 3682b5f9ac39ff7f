import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutScript

/// The commands that print and change nothing: `:tree`, `:json`, `:explain`, `:vars`,
/// `:knobs`, `:overrides`, `:diff`.
extension Session {
  func inform(_ name: String, _ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(name == "explain" ? 1 : 0)
    guard let current else { throw CommandError(message: "the script has not evaluated yet; fix it first") }
    switch name {
    case "tree", "json":
      guard let result = current.result else { throw CommandError(message: "the script has no body") }
      if name == "json" { return SessionReply(text: JSONReport(script: current.script, result: result).text()) }
      let detailed = Pipeline.layout(current.script, options: LayoutOptions(recordingDetails: true))
      return SessionReply(text: TreeReport(script: detailed.script, result: detailed.result ?? result).text)
    case "explain":
      let view = try arguments.word(0, "a view name")
      guard let id = current.viewID(named: view) else {
        throw CommandError(message: "no view named '\(view)'; the views are " + current.script.views.map(\.name).joined(separator: ", "))
      }
      guard let result = current.result else { throw CommandError(message: "the script has no body") }
      // Laid out again with details on: an engine's notes on a view come only with them.
      let detailed = Pipeline.layout(current.script, options: LayoutOptions(recordingDetails: true)).result ?? result
      return SessionReply(text: Explanation(view: current.script.views[id], id: id, result: detailed).text)
    case "compare":
      return SessionReply(text: try compared())
    case "vars":
      let lines = current.script.globals.map { "\($0.isVariable ? "var" : "let") \($0.name) = \($0.value)" }
      return SessionReply(text: lines.isEmpty ? "the script declares no names" : lines.joined(separator: "\n"))
    case "knobs":
      let body = currentBodyText
      let lines = Knobs.listing(of: body.text, path: body.path)
      return SessionReply(text: lines.isEmpty ? "the body has no number literals" : (lines + ["change one with :set N VALUE"]).joined(separator: "\n"))
    case "overrides":
      let lines = layers.overrides.map { override in
        override.command + (current.viewID(named: override.view) == nil ? "   (no such view now)" : "")
      }
      return SessionReply(text: lines.isEmpty ? "no overrides" : lines.joined(separator: "\n"))
    default:
      return try differences(from: current)
    }
  }

  /// `:diff`: the changes made at the prompt, and the picture of now with what they moved
  /// or resized since the file alone highlighted.
  private func differences(from current: Rendering) throws(CommandError) -> SessionReply {
    guard !layers.isEmpty else { return SessionReply(text: "no changes: the session shows the file as it is") }
    var lines = layers.statements.map { "statement: \($0)" }
    if let body = layers.body { lines.append("body: " + body.split(separator: "\n").joined(separator: " ")) }
    lines += layers.knobs.keys.sorted().map { "knob \($0) = \(formatPoints(layers.knobs[$0]!))" }
    lines += layers.overrides.map { "override: \($0.command)" }
    guard let file = try? render(SessionLayers(display: layers.display)), let fileResult = file.result,
          let result = current.result else {
      return SessionReply(text: (lines + ["(the file alone does not lay out, so there are no frames to compare)"]).joined(separator: "\n"))
    }
    let diff = LayoutDiff(previous: file.script, previousResult: fileResult, script: current.script, result: result)
    let picture = AsciiReport(script: current.script, result: result, title: title + " (compared with the file)",
                              options: pictureOptions, diff: diff).text
    return SessionReply(text: (lines + [""]).joined(separator: "\n") + picture)
  }

  /// `:compare`: the session's script, with its prompt changes and overrides, laid out under
  /// each semantics and drawn side by side.
  private func compared() throws(CommandError) -> String {
    func rendering(_ semantics: Semantics) throws(CommandError) -> (script: EvaluatedScript, result: LayoutResult) {
      var layers = self.layers
      layers.display.canvas.semantics = semantics
      do {
        let rendering = try Rendering(file: text, path: path, layers: layers, interrupt: options.interrupt)
        guard let result = rendering.result else { throw CommandError(message: "the script has no body") }
        return (rendering.script, result)
      } catch let failure as ScriptFailure {
        throw CommandError(message: "the script does not evaluate under \(semantics.flagName): \(failure.diagnostics.first?.message ?? "")")
      } catch let error as CommandError {
        throw error
      } catch {
        throw CommandError(message: "\(error)")
      }
    }
    let report = CompareReport(quickLayout: try rendering(.quickLayout), swiftUI: try rendering(.swiftUI), title: title,
                               options: PictureOptions(columns: options.columns()))
    return report.text
  }
}
