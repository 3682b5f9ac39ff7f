import LayoutCore
import LayoutScript
import LayoutRender

/// How the session changes: a change of its layers (undoable), `:undo`, and a new text of
/// the script (a reload from disk, a `:load`). A change that fails leaves everything as it was.
extension Session {
  /// Applies `edit` (the input `typed`) to the layers and re-renders; on failure, shows why
  /// and keeps the last good state.
  func change(_ typed: String, _ edit: (inout SessionLayers) -> Void) -> SessionReply {
    var candidate = layers
    edit(&candidate)
    do throws(ScriptFailure) {
      let rendering = try render(candidate)
      undoStack.append((layers, typed))
      layers = candidate
      return show(rendering)
    } catch {
      return SessionReply(text: error.rendered(), failed: true)
    }
  }

  /// `:undo`: back to the layers before the last change, saying which change it undid.
  func undo() -> SessionReply {
    guard let previous = undoStack.popLast() else { return SessionReply(text: "nothing to undo", failed: true) }
    layers = previous.layers
    var reply = rerender()
    reply.text = "undid: \(previous.change)\n" + reply.text
    return reply
  }

  /// Re-reads the script file after `changed` files (the script, its imports) changed on disk;
  /// nil when nothing it reads is different. An unreadable or broken file keeps the last good
  /// render, marked stale.
  public func reload(changed: Set<String>) -> SessionReply? {
    guard isFile else { return nil }
    let importChanged = changed.contains { $0 != FileWatcher.absolute(path) }
    do throws(ScriptFile.LoadError) {
      let newText = try ScriptFile.read(path)
      if newText == source && !isStale && !importChanged { return nil }
      source = newText
    } catch {
      isStale = true
      return SessionReply(text: "\(error)\n" + staleNote, failed: true)
    }
    return rerender()
  }

  /// Replaces the script with `newText` from `newPath`, under `newLayers`: every change made
  /// on the old script belonged to it (a lesson starts clean; `:load` keeps only how pictures
  /// are drawn and the command line's choices).
  func replaceScript(_ newText: String, path newPath: String, isFile newIsFile: Bool, layers newLayers: SessionLayers) -> SessionReply {
    source = newText
    path = newPath
    isFile = newIsFile
    layers = newLayers
    undoStack = []
    current = nil
    return rerender()
  }

  /// Renders the current text and layers; a failure marks the last good render stale.
  func rerender() -> SessionReply {
    do throws(ScriptFailure) {
      return show(try render(layers))
    } catch {
      isStale = true
      return SessionReply(text: error.rendered() + "\n" + staleNote, failed: true)
    }
  }

  /// Makes `rendering` the current one and reports it against the previous one.
  private func show(_ rendering: EvaluatedLayout) -> SessionReply {
    let previous = current
    let known = Set(previous.map { earlier in earlier.warnings.map(earlier.identity) } ?? [])
    current = rendering
    isStale = false
    return SessionReply(text: picture(of: rendering, previous: previous,
                                      warnings: rendering.warnings.filter { !known.contains(rendering.identity(of: $0)) }))
  }

  /// The report of `rendering`, kept as the last picture, with how long drawing it took.
  func picture(of rendering: EvaluatedLayout, previous: EvaluatedLayout?, warnings: [Diagnostic]) -> String {
    let clock = ContinuousClock()
    let start = clock.now
    lastPicture = report(rendering, previous: previous, showingWarnings: warnings)
    renderTime = clock.now - start
    return lastPicture
  }

  /// Draws the current state again (the terminal changed size).
  public func refresh() -> SessionReply { rerender() }

  private var staleNote: String {
    current == nil ? "(nothing to show until the script evaluates)" : "(stale: still showing the last good render)"
  }
}
