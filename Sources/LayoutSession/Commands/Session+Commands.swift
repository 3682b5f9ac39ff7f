import Foundation
import LayoutCore
import LayoutScript

/// `:command` dispatch: a unique prefix names a command (`:q`, `:ex title`).
extension Session {
  func command(_ line: String) -> SessionReply {
    let words = line.dropFirst().split(whereSeparator: \.isWhitespace).map(String.init)
    guard let name = words.first else { return SessionReply(text: "type :help for the commands", failed: true) }
    let matches = CommandTable.entries.filter { $0.name.hasPrefix(name) }
    guard let entry = matches.first(where: { $0.name == name }) ?? (matches.count == 1 ? matches[0] : nil) else {
      let message = matches.isEmpty ? "unknown command ':\(name)'; type :help for the commands"
        : "':\(name)' could be " + matches.map { ":" + $0.name }.joined(separator: ", ")
      return SessionReply(text: message, failed: true)
    }
    do throws(CommandError) {
      return try run(entry.name, CommandArguments(words: Array(words.dropFirst())))
    } catch {
      let usage = ":\(entry.name)" + (entry.arguments.isEmpty ? "" : " \(entry.arguments)")
      return SessionReply(text: "\(error.message) (usage: \(usage))", failed: true)
    }
  }

  private func run(_ name: String, _ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    switch name {
    case "help": return SessionReply(text: CommandTable.help)
    case "quit": return SessionReply(text: "", quit: true)
    case "load": return try load(arguments)
    case "reload": return try reload(arguments)
    case "save": return try save(arguments)
    case "canvas", "scale", "rtl", "ltr", "zoom", "semantics": return try display(name, arguments)
    case "tree", "json", "explain", "vars", "knobs", "overrides", "diff", "compare": return try inform(name, arguments)
    case "set": return try setKnob(arguments)
    case "priority", "guide", "frame": return try override(name, arguments)
    case "reset":
      try arguments.expectAtMost(0)
      return change { $0 = SessionLayers() }
    case "undo":
      try arguments.expectAtMost(0)
      return undo()
    case "lesson": return try lesson(arguments)
    default: preconditionFailure("every command of CommandTable is dispatched; \(name) is not")
    }
  }

  /// `:canvas WxH [fit]`, `:scale N`, `:rtl`, `:ltr`, `:zoom Z`, `:semantics swiftui|quicklayout|auto`.
  private func display(_ name: String, _ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    var display = layers.display
    switch name {
    case "canvas":
      try arguments.expectAtMost(2)
      let text = try arguments.word(0, "a size WxH")
      guard let size = SizeText.parse(text) else {
        throw CommandError(message: "the size must be WIDTHxHEIGHT, like 375x200 or 375xinf, not '\(text)'")
      }
      let mode = arguments.words.count > 1 ? arguments.words[1] : "exact"
      guard let canvasMode = Canvas.Mode(rawValue: mode) else { throw CommandError(message: "the mode is fit or exact, not '\(mode)'") }
      display.canvas.size = size
      display.canvas.mode = canvasMode
    case "scale":
      try arguments.expectAtMost(1)
      display.canvas.scale = try arguments.number(0, "the scale", positive: true)
    case "zoom":
      try arguments.expectAtMost(1)
      display.zoom = try arguments.number(0, "the zoom", positive: true)
    case "semantics":
      try arguments.expectAtMost(1)
      let word = try arguments.word(0, "swiftui, quicklayout or auto")
      guard word == "auto" || Semantics.allCases.contains(where: { $0.flagName == word.lowercased() }) else {
        throw CommandError(message: "the semantics is swiftui, quicklayout or auto (the script's own), not '\(word)'")
      }
      display.canvas.semantics = Semantics.allCases.first { $0.flagName == word.lowercased() }
    default:
      try arguments.expectAtMost(0)
      display.canvas.direction = name == "rtl" ? .rightToLeft : .leftToRight
    }
    return change { $0.display = display }
  }

  /// `:set N VALUE`: a new value for knob N.
  private func setKnob(_ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(2)
    let number = try arguments.number(0, "the knob number")
    let value = try arguments.number(1, "the value")
    let body = currentBodyText
    let count = ScriptBody.locate(in: body.text, path: body.path)?.literals.count ?? 0
    guard number == number.rounded(), number >= 1, Int(number) <= count else {
      throw CommandError(message: count == 0 ? "the body has no number literals" : "knobs are numbered 1 to \(count); see :knobs")
    }
    return change { $0.knobs[Int(number)] = value }
  }

  /// The text that holds the body now, and its path.
  var currentBodyText: (text: String, path: String) {
    ComposedScript(file: text, path: path, layers: layers).bodyText
  }
}
