import Foundation
import LayoutCore
import LayoutPipeline
import LayoutScript

/// One good evaluation and layout of a session, with how long each step took: what the REPL
/// prints and watch mode draws, and what the next change is compared with.
struct Rendering {
  let script: EvaluatedScript
  /// Nil for a script without a body (a library of components).
  let result: LayoutResult?
  /// The texts the evaluation read, by path, for rendering warnings.
  let sources: [String: String]
  /// Parse and evaluation, then layout.
  let evaluationTime: Duration
  let layoutTime: Duration

  /// Evaluates `file` (read from `path`) under `layers`, applies the overrides and lays the body out.
  init(file: String, path: String, layers: SessionLayers, interrupt: EvaluationInterrupt) throws(ScriptFailure) {
    let composed = ComposedScript(file: file, path: path, layers: layers)
    let laidOut = try Pipeline.run(source: composed.main, path: path,
                                   options: LayoutOptions(canvas: layers.display.canvas, overrides: layers.overrides),
                                   interrupt: interrupt, additions: composed.additions)
    script = laidOut.script
    result = laidOut.result
    evaluationTime = laidOut.evaluationTime
    layoutTime = laidOut.layoutTime
    var sources = [path: composed.main]
    if let additions = composed.additions { sources[additions.path] = additions.source }
    self.sources = sources
  }

  /// The id of the view called `name`, if the script has one.
  func viewID(named name: String) -> Int? { script.views.firstIndex { $0.name == name } }

  /// `warnings` rendered against the texts they point into.
  func rendered(_ warnings: [Diagnostic]) -> [String] {
    warnings.map { $0.rendered(source: sources[$0.location.file] ?? "") }
  }
}

/// Milliseconds with one decimal, as headers show durations.
func milliseconds(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  return String(format: "%.1f ms", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
}
