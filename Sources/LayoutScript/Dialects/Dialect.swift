/// A dialect: the vocabulary one family of layout APIs brings to the script language — the views
/// it creates, its modifiers, its other callables (containers, value types, functions) — each
/// entry one API, written once. The evaluator never names a dialect: it looks every name up in
/// `Vocabulary`, which merges them all.
///
/// Each dialect has a folder of its own under `Dialects/`: `QuickLayout/` (the declarative core
/// SwiftUI shares), `UIKit/`, `SwiftUI/`, `SwiftLayout/` (anchors), `Swift/` (the language's own
/// built-ins), and a file `NAMEDialect.swift` that lists its tables.
///
/// Recipe — adding an API:
/// 1. its vocabulary entry: one row in its dialect's table (`views`, `modifiers` or `functions`),
///    in the file of that dialect that holds APIs of its kind (a new file when it starts a new kind);
/// 2. what it builds: an existing `LeafKind`/`ElementKind`/`Modifier` when the layout is one the
///    engines know, else a new case and its rule, one file per engine (`…Rule`);
/// 3. tests: the entry read from a script (LayoutScriptTests), the rule's frames (each engine's
///    tests), and the rule's source written in its doc comment.
/// A name belongs to one dialect: `VocabularyTests` fails when two dialects define it.
protocol Dialect {
  /// The dialect's name in messages and docs: "SwiftUI".
  static var name: String { get }
  /// The views it creates, by type name: `UILabel`, `Text`.
  static var views: [String: ViewConstructor] { get }
  /// Its modifiers, by method name: `padding`, `frame`.
  static var modifiers: [String: ModifierEntry] { get }
  /// Its other callables, by name: containers, value constructors, functions.
  static var functions: [String: BuiltinFunction] { get }
}

extension Dialect {
  static var views: [String: ViewConstructor] { [:] }
  static var modifiers: [String: ModifierEntry] { [:] }
  static var functions: [String: BuiltinFunction] { [:] }
}
