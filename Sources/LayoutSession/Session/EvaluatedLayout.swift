import Foundation
import LayoutCore
import LayoutPipeline
import LayoutScript

/// A session's script evaluated and laid out once (the file, the prompt's entries, the
/// overrides and the display settings), with how long each step took: what the REPL prints
/// and watch mode draws, and what the next change is compared with.
struct EvaluatedLayout {
  /// The script as laid out, its result and the engine's warnings: what the reports write.
  let laidOut: LaidOutScript
  var script: EvaluatedScript { laidOut.script }
  /// Nil for a script without a body (a library of components).
  var result: LayoutResult? { laidOut.result }
  /// The constraints report of an anchors script.
  var constraints: ConstraintsReport? { laidOut.constraints }
  /// The script's warnings and the layout engine's (conflicts, ambiguity).
  let warnings: [Diagnostic]
  /// The texts the evaluation read, by path, for rendering warnings.
  let sources: [String: String]
  /// Parse and evaluation, then layout.
  let evaluationTime: Duration
  let layoutTime: Duration

  /// Evaluates `file` (read from `path`) under `layers`, applies the overrides and lays the body
  /// out, an anchors layout from what `memory` kept of the last one.
  init(file: String, path: String, layers: SessionLayers, interrupt: EvaluationInterrupt,
       memory: LayoutMemory? = nil) throws(ScriptFailure) {
    let composed = ComposedScript(file: file, path: path, layers: layers)
    let laidOut = try Pipeline.run(source: composed.main, path: path,
                                   options: LayoutOptions(canvas: layers.display.canvas, overrides: layers.overrides,
                                                          constraintOverrides: layers.constraintOverrides),
                                   interrupt: interrupt, additions: composed.additions, memory: memory)
    self.laidOut = laidOut
    warnings = laidOut.warnings
    evaluationTime = laidOut.evaluationTime
    layoutTime = laidOut.layoutTime
    promptStatements = layers.statements.count
    var sources = [path: composed.main]
    for addition in composed.additions { sources[addition.path] = addition.source }
    self.sources = sources
  }

  /// How many statements the prompt had added.
  let promptStatements: Int

  /// `warning` as it is known across evaluations: the last statement typed is `<prompt>` only
  /// until the next one, then `<prompt N>`; this names it `<prompt N>` from the start, so a
  /// warning shown once is not shown again as new.
  func identity(of warning: Diagnostic) -> Diagnostic {
    guard warning.location.file == ComposedScript.promptPath else { return warning }
    var known = warning
    known.location.file = ComposedScript.entryPath(promptStatements)
    return known
  }

  /// The id of the view named `name`; on a console log, also the view the log prints with that address.
  func viewID(named name: String) -> Int? {
    script.views.firstIndex { $0.name == name } ?? script.conflictLog?.view(address: name)
  }

  /// `warnings` rendered against the texts they point into.
  func rendered(_ warnings: [Diagnostic]) -> [String] {
    Diagnostic.rendered(warnings, sources: sources)
  }
}

/// Milliseconds with one decimal, as headers show durations.
func milliseconds(_ duration: Duration) -> String {
  String(format: "%.1f ms", duration.milliseconds)
}
