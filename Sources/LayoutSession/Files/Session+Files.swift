import LayoutCore
import LayoutScript

/// `:load FILE`, `:reload` and `:save [FILE]`.
extension Session {
  func load(_ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(1)
    let file = try arguments.word(0, "a FILE.ql")
    do throws(ScriptFile.LoadError) {
      return replaceScript(try ScriptFile.read(file), path: file, isFile: true)
    } catch {
      throw CommandError("\(error)")
    }
  }

  func reload(_ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(0)
    guard isFile else { throw CommandError("the \(title) is not a file; :save FILE gives it one") }
    return reloadFile()
  }

  /// Reads the script file again and renders it (watch mode's `r`); an unreadable file keeps
  /// the last good render, marked stale.
  public func reloadFile() -> SessionReply {
    do throws(ScriptFile.LoadError) {
      source = try ScriptFile.read(path)
    } catch {
      isStale = true
      return SessionReply(text: "\(error)", failed: true)
    }
    return rerender()
  }

  /// Writes the layers into the file (atomically, keeping `FILE~`; through a link, its
  /// target), after checking that what it writes evaluates; the written layers then belong
  /// to the file and leave the session. A read-only file is written only when `force`d.
  func save(_ arguments: CommandArguments, force: Bool) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(1)
    guard let target = arguments.words.first ?? (isFile ? path : nil) else {
      throw CommandError("the \(title) is not a file yet; name one: :save FILE")
    }
    let saved = SavedScript(file: source, path: target, layers: layers)
    let remaining = SessionLayers(overrides: saved.unwritten, display: DisplaySettings(zoom: layers.display.zoom))
    let evaluated: EvaluatedLayout
    do throws(ScriptFailure) {
      evaluated = try EvaluatedLayout(file: saved.text, path: target, layers: remaining, interrupt: options.interrupt)
    } catch {
      throw CommandError("not saved: the script would not evaluate; \(target) is untouched:\n\(error.rendered())")
    }
    do throws(AtomicFile.WriteError) {
      try AtomicFile.write(saved.text, to: target, force: force)
    } catch {
      throw CommandError("not saved: \(error)")
    }
    source = saved.text
    path = target
    isFile = true
    layers = remaining
    undoStack = []
    current = evaluated
    var lines = ["saved \(target)"]
    if !saved.unwritten.isEmpty {
      lines.append("kept in the session (the body does not name these views): "
                   + saved.unwritten.map(\.command).joined(separator: "; "))
    }
    if remaining.display.zoom != 1 {
      lines.append("kept in the session: :zoom \(formatPoints(remaining.display.zoom)) (how pictures are drawn, not part of the script)")
    }
    return SessionReply(text: lines.joined(separator: "\n"))
  }
}
