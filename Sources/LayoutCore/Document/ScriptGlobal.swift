/// A top-level name of a script and its value as text (what the REPL's `:vars` lists).
public struct ScriptGlobal: Sendable, Hashable {
  /// How a value is shown: as text, or a view by its name and type, kept apart and joined when
  /// asked (a script of 40,000 `let` views needs no 40,000 strings of them while it evaluates).
  package enum Shown: Sendable, Hashable {
    case text(String)
    case view(name: String, type: String)
  }

  public var name: String
  package var shown: Shown
  /// The value as string interpolation shows it; a view shows as its name and type.
  public var value: String {
    switch shown {
    case .text(let text): text
    case let .view(name, type): "\(name) (\(type))"
    }
  }
  /// True for `var` (which `NAME = …` may change), false for `let`.
  public var isVariable: Bool

  /// A global as the evaluator records it.
  package init(name: String, shown: Shown, isVariable: Bool) {
    self.name = name
    self.shown = shown
    self.isVariable = isVariable
  }
}
