import LayoutCore

/// Why a command failed: its message, and whether the arguments were written wrong (then
/// the command's usage follows the message).
struct CommandError: Error, Equatable {
  let message: String
  /// True when the arguments were written wrong.
  let showsUsage: Bool

  /// A failure that is not about how the command was written: the message says it all.
  init(_ message: String) {
    self.message = message
    showsUsage = false
  }

  private init(usage message: String) {
    self.message = message
    showsUsage = true
  }

  /// Arguments written wrong: the message is followed by the command's usage.
  static func usage(_ message: String) -> CommandError { CommandError(usage: message) }
}

/// Reads the words after a command name.
struct CommandArguments {
  let words: [String]

  /// The word at `index`, or an error naming what is missing.
  func word(_ index: Int, _ what: String) throws(CommandError) -> String {
    guard index < words.count else { throw CommandError.usage("missing \(what)") }
    return words[index]
  }

  /// A finite number at `index`; `positive` refuses zero and below.
  func number(_ index: Int, _ what: String, positive: Bool = false) throws(CommandError) -> Double {
    let text = try word(index, what)
    guard let value = Double(text) else { throw CommandError.usage("\(what) must be a number, not '\(text)'") }
    guard value.isFinite else {
      throw CommandError.usage("\(what) must be finite, and '\(text)' is beyond the largest number (about 1.8e308)")
    }
    guard !positive || value > 0 else { throw CommandError.usage("\(what) must be above 0, not \(text)") }
    return value
  }

  /// Fails when more than `count` words were given.
  func expectAtMost(_ count: Int) throws(CommandError) {
    if words.count > count { throw CommandError.usage("unexpected '\(words[count])'") }
  }
}

/// Sizes as people type them: `375x200`, `375xinf`.
public enum SizeText {
  /// The size `text` spells (width and height at least 0, `inf` for unbounded); nil if it spells none.
  public static func parse(_ text: String) -> Size? {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    func length(_ part: Substring) -> Double? {
      if part == "inf" { return .infinity }
      guard let value = Double(part), value >= 0, value.isFinite else { return nil }
      return value
    }
    guard parts.count == 2, let width = length(parts[0]), let height = length(parts[1]) else { return nil }
    return Size(width: width, height: height)
  }
}
