import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutScript

/// The commands that print and change nothing: `:tree`, `:json`, `:explain`, `:proposals`,
/// `:compare`, `:vars`, `:knobs`, `:overrides`, `:diff`.
extension Session {
  /// The last good evaluation, for a command that reads it.
  private func evaluated() throws(CommandError) -> EvaluatedLayout {
    guard let current else { throw CommandError("the script has not evaluated yet; fix it first") }
    return current
  }

  /// The last good evaluation and its layout, for a command that needs the layout.
  private func laidOut() throws(CommandError) -> (current: EvaluatedLayout, result: LayoutResult) {
    let current = try evaluated()
    guard let result = current.result else { throw CommandError("the script has no body") }
    return (current, result)
  }

  /// `:tree`.
  func tree(_ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(0)
    let (current, _) = try laidOut()
    let detailed = Pipeline.layout(current.script, options: LayoutOptions(recordingDetails: true))
    return SessionReply(text: ReportFormat.tree.text([detailed.result == nil ? current.laidOut : detailed]))
  }

  /// `:json`.
  func json(_ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(0)
    let (current, _) = try laidOut()
    return SessionReply(text: ReportFormat.json.text([current.laidOut]))
  }

  /// `:explain NAME`.
  func explain(_ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(1)
    let view = try arguments.word(0, "a view name")
    let current = try evaluated()
    guard let id = current.viewID(named: view) else {
      throw CommandError("no view named '\(view)'; the views are " + current.script.views.map(\.name).joined(separator: ", "))
    }
    let (_, result) = try laidOut()
    if let report = current.constraints {
      return SessionReply(text: AnchorsExplanation(script: current.script, report: report, result: result, view: id).text)
    }
    // Laid out again with details on: an engine's notes on a view come only with them.
    let detailed = Pipeline.layout(current.script, options: LayoutOptions(recordingDetails: true)).result ?? result
    return SessionReply(text: Explanation(view: current.script.views[id], id: id, result: detailed).text)
  }

  /// `:compare`: the session's script, with its prompt changes and overrides, laid out under
  /// each semantics and drawn side by side.
  func compare(_ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(0)
    return SessionReply(text: try comparison())
  }

  /// The side-by-side report of `:compare` and of watch mode's `c`.
  func comparison() throws(CommandError) -> String {
    func layout(_ semantics: Semantics) throws(CommandError) -> (script: EvaluatedScript, result: LayoutResult) {
      var layers = self.layers
      layers.display.canvas.semantics = semantics
      let evaluated: EvaluatedLayout
      do {
        evaluated = try EvaluatedLayout(file: source, path: path, layers: layers, interrupt: options.interrupt)
      } catch {
        throw CommandError("the script does not evaluate under \(semantics.flagName): \(error.diagnostics.first?.message ?? "")")
      }
      guard let result = evaluated.result else { throw CommandError("the script has no body") }
      return (evaluated.script, result)
    }
    let report = CompareReport(quickLayout: try layout(.quickLayout), swiftUI: try layout(.swiftUI), title: title,
                               options: PictureOptions(columns: options.columns()))
    return report.text
  }

  /// `:constraints [NAME]`.
  func constraints(_ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(1)
    let current = try evaluated()
    guard let report = current.constraints else {
      throw CommandError("the script is not an anchors layout (`var layout: some Layout { … }`)")
    }
    var view: Int?
    if let name = arguments.words.first {
      guard let id = current.viewID(named: name) else {
        throw CommandError("no view named '\(name)'; the views are " + current.script.views.map(\.name).joined(separator: ", "))
      }
      view = id
    }
    return SessionReply(text: ConstraintsListing(script: current.script, report: report, view: view).text)
  }

  /// `:proposals NAME`: the picture with the offers of the container holding the view.
  func proposals(_ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(1)
    let view = try arguments.word(0, "a view name")
    let (current, _) = try laidOut()
    let detailed = Pipeline.layout(current.script, options: LayoutOptions(recordingDetails: true))
    guard let result = detailed.result else { throw CommandError("the script has no layout to show") }
    if let problem = OfferedSizes.problem(drawing: view, script: detailed.script, result: result) { throw CommandError(problem) }
    var options = pictureOptions
    options.proposals = view
    return SessionReply(text: AsciiReport(script: detailed.script, result: result, title: title, options: options).text)
  }

  /// `:vars`.
  func variables(_ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(0)
    let lines = try evaluated().script.globals.map { "\($0.isVariable ? "var" : "let") \($0.name) = \($0.value)" }
    return SessionReply(text: lines.isEmpty ? "the script declares no names" : lines.joined(separator: "\n"))
  }

  /// `:knobs`.
  func knobs(_ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(0)
    let body = currentBodyText
    var lines = Knobs.listing(of: body.text, path: body.path, firstLine: body.firstLine)
    if !lines.isEmpty { lines.append("change one with :set N VALUE") }
    if let current, let layout = current.script.anchors?.layout {
      let names = current.script.views.map(\.name)
      lines += current.script.conflictLog.map { Knobs.logListing($0, layout, names: names) } ?? Knobs.anchorsListing(layout, names: names)
    }
    return SessionReply(text: lines.isEmpty ? "the body has no number literals" : lines.joined(separator: "\n"))
  }

  /// `:overrides`.
  func listOverrides(_ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(0)
    let current = try evaluated()
    let lines = layers.overrides.map { override in
      override.command + (current.viewID(named: override.view) == nil ? "   (no such view now)" : "")
    } + layers.constraintOverrides.map(\.command)
    return SessionReply(text: lines.isEmpty ? "no overrides" : lines.joined(separator: "\n"))
  }

  /// `:diff`: the changes made at the prompt, and the picture of now with what they moved
  /// or resized since the file alone highlighted.
  func differences(_ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(0)
    let current = try evaluated()
    guard !layers.isEmpty else { return SessionReply(text: "no changes: the session shows the file as it is") }
    var lines = layers.statements.map { "statement: \($0)" }
    if let body = layers.body { lines.append("body: " + body.split(separator: "\n").joined(separator: " ")) }
    // Each knob with the literal it replaced, as :knobs lists it before the change.
    var unknobbed = layers
    unknobbed.knobs = [:]
    let body = ComposedScript(file: source, path: path, layers: unknobbed).bodyText
    let literals = Knobs.listing(of: body.text, path: body.path, firstLine: body.firstLine)
    lines += layers.knobs.sorted { $0.key < $1.key }.map { number, value in
      let literal = literals.indices.contains(number - 1) ? literals[number - 1].dropFirst(4).split(separator: " ", maxSplits: 1) : []
      guard literal.count == 2 else { return "knob \(number) = \(formatPoints(value))" }
      return "knob \(number) = \(formatPoints(value)) (was \(literal[0]), \(literal[1].trimmingCharacters(in: .whitespaces)))"
    }
    lines += layers.overrides.map { "override: \($0.command)" }
    lines += layers.constraintOverrides.map { "override: \($0.command)" }
    guard let file = try? render(SessionLayers(display: layers.display), live: false), let fileResult = file.result,
          let result = current.result else {
      return SessionReply(text: (lines + ["(the file alone does not lay out, so there are no frames to compare)"]).joined(separator: "\n"))
    }
    let diff = LayoutDiff(previous: file.script, previousResult: fileResult, script: current.script, result: result)
    let picture = AsciiReport(script: current.script, result: result, title: title + " (compared with the file)",
                              options: pictureOptions, diff: diff).text
    return SessionReply(text: (lines + [""]).joined(separator: "\n") + picture)
  }
}
