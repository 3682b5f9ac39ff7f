import Foundation
import LayoutScript

/// One complete input typed at the prompt, classified once (lexed and parsed here, then
/// passed on): a `:command`, a layout that becomes the body, or statements.
public enum PromptEntry: Sendable, Equatable {
  /// Nothing but white space.
  case empty
  /// A `:command` line.
  case command(String)
  /// A layout expression (or a whole `var body`): `body` is the new body's text.
  case layout(body: String, typed: String)
  /// Statements (and text that does not parse: its evaluation reports the error).
  case statements(String)
  /// A console log of UIKit's ("Unable to simultaneously satisfy constraints."), or a piece of
  /// one (its recovery line, its closing lines) that belongs to the log pasted before.
  case log(String)

  /// The entry `text` is, or nil while brackets are still open.
  public static func complete(_ text: String) -> PromptEntry? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { return .empty }
    if trimmed.hasPrefix(":") { return .command(trimmed) }
    switch ConsoleLogPaste.progress(of: text) {
    case .incomplete?: return nil
    case .complete?: return .log(text)
    case nil: break
    }
    switch PromptInput.classify(text) {
    case .incomplete: return nil
    case .layout(let body): return .layout(body: body, typed: trimmed)
    case .statements: return .statements(trimmed)
    }
  }

  /// The entry `text` is, taken as complete: text with brackets left open is statements.
  public init(_ text: String) {
    self = Self.complete(text) ?? .statements(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// The entry in one line, as `:undo` names it.
  var summary: String {
    switch self {
    case .empty: return ""
    case .command(let line): return line
    case .layout(_, let typed), .statements(let typed), .log(let typed):
      let lines = typed.split(separator: "\n")
      return String(lines.first ?? "") + (lines.count > 1 ? " …" : "")
    }
  }
}
