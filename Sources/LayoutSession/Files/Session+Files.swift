import Foundation
import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutScript

/// `:load FILE`, `:reload` and `:save [FILE]`.
extension Session {
  func load(_ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(1)
    let file = try arguments.word(0, "a FILE.ql")
    let text: String
    do throws(ScriptFile.LoadError) { text = try ScriptFile.read(file) } catch { throw CommandError("\(error)") }
    // Overrides and canvas settings belong to the file they were made on: a `:save` of the
    // new file must not write the old one's into it.
    let dropped = layers.overrides.map(\.command) + layers.constraintOverrides.map(\.command) + layers.display.canvas.commands(keeping: startingCanvas)
    let old = title == file ? "the old text" : title
    var reply = replaceScript(text, path: file, isFile: true,
                              layers: SessionLayers(display: DisplaySettings(canvas: startingCanvas, zoom: layers.display.zoom)))
    if !dropped.isEmpty {
      reply.text = "dropped with \(old): " + dropped.joined(separator: "; ") + "\n" + reply.text
    }
    return reply
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
    guard let named = arguments.words.first ?? (isFile ? path : nil) else {
      throw CommandError("the \(title) is not a file yet; name one: :save FILE")
    }
    // A lesson of the course is never overwritten: the learner's work goes to a copy of their own.
    let target = try learnerCopy(ifLesson: named) ?? named
    let saved = SavedScript(file: source, path: target, layers: layers)
    // Constraint overrides are not written into the file: like unwritten view overrides, they stay in the session.
    let remaining = SessionLayers(overrides: saved.unwritten, constraintOverrides: layers.constraintOverrides,
                                  display: DisplaySettings(zoom: layers.display.zoom))
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
    var lines = [target == named ? "saved \(target)"
                 : "saved your copy \(target) (a lesson file is never overwritten; :load it to go on from it)"]
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

extension Session {
  /// Where `:save` of a shipped lesson writes instead: the learner's copy of it in the state
  /// folder (`…/qlrepl/lessons/NAME.ql`, beside the progress); nil when `path` is no lesson.
  func learnerCopy(ifLesson path: String) throws(CommandError) -> String? {
    guard let lessons = options.lessons, lessons.contains(path) else { return nil }
    guard let folder = options.progress?.copiesFolder else {
      throw CommandError("not saved: \(path) is a lesson of the course, never overwritten, and there is no state folder "
                         + "($XDG_STATE_HOME or $HOME) for your copy; name a file of your own: :save FILE")
    }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw CommandError("not saved: cannot make the folder \(folder) for your copy of the lesson; \(path) is untouched")
    }
    return (folder as NSString).appendingPathComponent((path as NSString).lastPathComponent)
  }

  /// The canvas settings a session starts with: the command line's `--semantics` and `--view`.
  var startingCanvas: CanvasOverride {
    CanvasOverride(semantics: options.semantics, view: options.view, dynamicTypeSize: options.dynamicTypeSize)
  }
}
