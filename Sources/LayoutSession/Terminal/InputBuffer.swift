import Foundation

/// The lines of one input typed so far: while brackets are open, the next line continues it.
struct InputBuffer {
  private var lines: [String] = []

  /// True while an input goes on over several lines.
  var isContinuing: Bool { !lines.isEmpty }

  /// Adds a line; returns the whole input, classified, once it is complete, else nil.
  mutating func add(_ line: String) -> (text: String, entry: PromptEntry)? {
    if lines.isEmpty, line.trimmingCharacters(in: .whitespaces).hasPrefix(":") { return (line, PromptEntry(line)) }
    lines.append(line)
    let text = lines.joined(separator: "\n")
    guard let entry = PromptEntry.complete(text) else { return nil }
    lines = []
    return (text, entry)
  }

  /// Abandons the lines typed so far.
  mutating func clear() { lines = [] }
}
