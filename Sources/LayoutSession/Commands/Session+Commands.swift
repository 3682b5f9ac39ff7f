import Foundation
import LayoutCore
import LayoutRender
import LayoutScript

/// `:command` dispatch: a unique prefix names a command (`:q`, `:ex title`).
extension Session {
  /// Runs the command line `line` (it starts with `:`).
  func command(_ line: String) -> SessionReply {
    let words = line.dropFirst().split(whereSeparator: \.isWhitespace).map(String.init)
    guard let name = words.first else { return SessionReply(text: "type :help for the commands", failed: true) }
    let command: SessionCommand
    switch SessionCommand.named(name) {
    case .success(let named): command = named
    case .failure(let error): return SessionReply(text: error.message, failed: true)
    }
    do throws(CommandError) {
      return try run(command, CommandArguments(words: Array(words.dropFirst())), as: line)
    } catch {
      return SessionReply(text: error.message + (error.showsUsage ? " (usage: \(command.usage))" : ""), failed: true)
    }
  }

  private func run(_ command: SessionCommand, _ arguments: CommandArguments, as typed: String) throws(CommandError) -> SessionReply {
    switch command {
    case .help:
      try arguments.expectAtMost(0)
      return SessionReply(text: SessionCommand.helpText)
    case .quit: return SessionReply(text: "", quit: true)
    case .load: return try load(arguments)
    case .reload: return try reload(arguments)
    case .save: return try save(arguments, force: false)
    case .forceSave: return try save(arguments, force: true)
    case .canvas: return try setCanvas(arguments, as: typed)
    case .device: return try setDevice(arguments, as: typed)
    case .dynamicType: return try setDynamicType(arguments, as: typed)
    case .scale:
      try arguments.expectAtMost(1)
      let scale = try arguments.number(0, "the scale", positive: true)
      return change(typed) { $0.display.canvas.scale = scale }
    case .rtl, .ltr:
      try arguments.expectAtMost(0)
      return change(typed) { $0.display.canvas.direction = command == .rtl ? .rightToLeft : .leftToRight }
    case .zoom:
      try arguments.expectAtMost(1)
      let zoom = try arguments.number(0, "the zoom", positive: true)
      return change(typed) { $0.display.zoom = zoom }
    case .semantics:
      try arguments.expectAtMost(1)
      let word = try arguments.word(0, "swiftui, quicklayout or auto")
      let named = Semantics(flagName: word)
      guard word == "auto" || named != nil else {
        throw CommandError("the semantics is swiftui, quicklayout or auto (the script's own), not '\(word)'")
      }
      return change(typed) { $0.display.canvas.semantics = named }
    case .tree: return try tree(arguments)
    case .json: return try json(arguments)
    case .explain: return try explain(arguments)
    case .constraints: return try constraints(arguments)
    case .compare: return try compare(arguments)
    case .proposals: return try proposals(arguments)
    case .vars: return try variables(arguments)
    case .knobs: return try knobs(arguments)
    case .set: return try setKnob(arguments, as: typed)
    case .priority: return try overridePriority(arguments, as: typed)
    case .guide: return try overrideGuide(arguments, as: typed)
    case .frame: return try overrideFrame(arguments, as: typed)
    case .overrides: return try listOverrides(arguments)
    case .reset:
      try arguments.expectAtMost(0)
      // Nothing to drop is no change: it is not an undo step.
      guard layers != SessionLayers() else { return SessionReply(text: "nothing to reset: the session shows the file as it is") }
      return change(typed) { $0 = SessionLayers() }
    case .undo:
      try arguments.expectAtMost(0)
      return undo()
    case .diff: return try differences(arguments)
    case .lesson: return try lesson(arguments)
    case .lessons: return try listLessons(arguments)
    case .check: return try checkGoals(arguments)
    }
  }

  /// `:canvas WxH [fit]`.
  private func setCanvas(_ arguments: CommandArguments, as typed: String) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(2)
    let text = try arguments.word(0, "a size WxH")
    guard let size = SizeText.parse(text) else {
      throw CommandError.usage("the size must be WIDTHxHEIGHT, like 375x200 or 375xinf, not '\(text)'")
    }
    let mode = arguments.words.count > 1 ? arguments.words[1] : "exact"
    guard let canvasMode = Canvas.Mode(rawValue: mode) else { throw CommandError.usage("the mode is fit or exact, not '\(mode)'") }
    return change(typed) { layers in
      layers.display.canvas.size = size
      layers.display.canvas.mode = canvasMode
    }
  }

  /// `:set N VALUE`: a new value for knob N.
  private func setKnob(_ arguments: CommandArguments, as typed: String) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(2)
    if let target = arguments.words.first, target.hasSuffix(".constant") {
      return try constraintOverride(String(target.dropLast(9)), .constant(try arguments.number(1, "the value")), as: typed)
    }
    let number = try arguments.number(0, "the knob number")
    let value = try arguments.number(1, "the value")
    let body = currentBodyText
    let count = ScriptBody.knobLiterals(in: body.text, path: body.path).count
    guard number == number.rounded(), number >= 1, Int(number) <= count else {
      throw CommandError(count == 0 ? "the body has no number literals" : "knobs are numbered 1 to \(count); see :knobs")
    }
    return change(typed) { $0.knobs[Int(number)] = value }
  }

  /// The text that holds the body now, its path, and the line of it that is the path's line 1.
  var currentBodyText: (text: String, path: String, firstLine: Int) {
    ComposedScript(file: source, path: path, layers: layers).bodyText
  }
}
