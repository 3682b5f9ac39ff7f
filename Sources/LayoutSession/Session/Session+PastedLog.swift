import LayoutScript

/// A console log pasted at the prompt: it replaces the script shown (as `:load` would, without
/// a file), and the lines UIKit prints after the list — the recovery line with its constraint,
/// the breakpoint advice — join the log pasted before, so a paste that arrives a line at a
/// time reads as one log.
extension Session {
  /// The path diagnostics give a pasted log.
  static let pastePath = "<pasted log>"

  /// Shows the log `text`, or adds it to the log pasted before when it only continues one.
  func pasteLog(_ text: String) -> SessionReply {
    let startsLog = text.contains("Unable to simultaneously satisfy constraints")
      || text.split(whereSeparator: \.isNewline).contains { $0.trimmingCharacters(in: .whitespaces) == "(" }
    let continuesPaste = !isFile && path == Self.pastePath && current?.script.conflictLog != nil
    guard !startsLog, continuesPaste else { return replaceScript(text, path: Self.pastePath, isFile: false, layers: SessionLayers(display: DisplaySettings(canvas: startingCanvas, zoom: layers.display.zoom))) }
    guard text.contains("<") else { return SessionReply(text: "") }
    source += "\n" + text
    return rerender()
  }
}
