import LayoutScript

/// `:load FILE`, `:reload` and `:save [FILE]`.
extension Session {
  func load(_ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(1)
    let file = try arguments.word(0, "a FILE.ql")
    do throws(ScriptFile.LoadError) {
      return replaceScript(try ScriptFile.read(file), path: file, isFile: true)
    } catch {
      throw CommandError(message: "\(error)")
    }
  }

  func reload(_ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(0)
    guard isFile else { throw CommandError(message: "the \(title) is not a file; :save FILE gives it one") }
    do throws(ScriptFile.LoadError) {
      text = try ScriptFile.read(path)
    } catch {
      throw CommandError(message: "\(error)")
    }
    return rerender()
  }

  /// Writes the layers into the file (atomically, keeping `FILE~`), after checking that what
  /// it writes evaluates; the written layers then belong to the file and leave the session.
  func save(_ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(1)
    guard let target = arguments.words.first ?? (isFile ? path : nil) else {
      throw CommandError(message: "the \(title) is not a file yet; name one")
    }
    let saved = SavedScript(file: text, path: target, layers: layers)
    // Constraint overrides are not written into the file: like unwritten view overrides, they stay in the session.
    let remaining = SessionLayers(overrides: saved.unwritten, constraintOverrides: layers.constraintOverrides,
                                  display: layers.display)
    let rendering: Rendering
    do throws(ScriptFailure) {
      rendering = try Rendering(file: saved.text, path: target, layers: remaining, interrupt: options.interrupt)
    } catch {
      throw CommandError(message: "not saved: the script would not evaluate:\n\(error.rendered())")
    }
    do throws(AtomicFile.WriteError) {
      try AtomicFile.write(saved.text, to: target)
    } catch {
      throw CommandError(message: "not saved: \(error)")
    }
    text = saved.text
    path = target
    isFile = true
    layers = remaining
    undoStack = []
    current = rendering
    var lines = ["saved \(target)"]
    if !saved.unwritten.isEmpty {
      lines.append("kept in the session (the body does not name these views): "
                   + saved.unwritten.map(\.command).joined(separator: "; "))
    }
    return SessionReply(text: lines.joined(separator: "\n"))
  }
}
