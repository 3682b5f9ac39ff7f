import LayoutCore
import LayoutRender

/// The common slips of pasted and typed code in an argument list, each with the corrected text
/// as a did-you-mean: `.padding(.horizontal: 16)` (a colon for a comma after an edge set),
/// `.frame(width: 100 height: 50)` (a missing comma), `Spacer(minLength = 8)` (`=` for `:`).
extension Parser {
  /// A did-you-mean for an argument list that goes on with the current token after `value`
  /// where a `,` or `)` was expected; nil when no slip is recognised.
  func argumentSlip(after value: Expression) -> String? {
    let next = peek()
    switch (value, current.kind) {
    case (.implicitMember(let name, _), .symbol(":")):
      return "did you mean `.\(name), \(Self.sketch(of: next))`? a comma separates the edges from the length"
    case (.name(let label, _), .symbol("=")):
      return "did you mean `\(label): \(Self.sketch(of: next))`? an argument's label is followed by ':'"
    case (_, .identifier(let label)) where next.isSymbol(":"):
      return "did you mean `, \(label): …`? arguments are separated by commas"
    default:
      return nil
    }
  }

  /// True when the current token, after `value`, is the docs' colon for a comma after an edge
  /// set (`.padding(.horizontal: 16)`, printed in QuickLayout's docs): Swift rejects it, but
  /// what it means is plain, so it is read as the comma, with a warning that says so.
  mutating func readsAsComma(after value: Expression) -> Bool {
    guard case .implicitMember(let name, _) = value, current.isSymbol(":"), Self.edgeSets.contains(name) else { return false }
    slips.append(Diagnostic("Swift rejects `.\(name):` here; read as `.\(name), \(Self.sketch(of: peek()))`", at: current.location,
                            hint: "a comma separates the edges from the length", severity: .warning))
    return true
  }

  /// The edge sets `padding` takes before its length.
  private static let edgeSets: Set<String> = ["horizontal", "vertical", "top", "bottom", "leading", "trailing", "left", "right", "all"]

  /// How `token` reads in a corrected text: a number or a name as written, else `…`.
  private static func sketch(of token: Token) -> String {
    switch token.kind {
    case .number(let value): return formatNumber(value)
    case .identifier(let name): return name
    default: return "…"
    }
  }
}
