import LayoutCore

/// The names the language knows, for a REPL's completion.
public enum ScriptVocabulary {
  /// Every modifier name (`padding`, `frame`, …), sorted.
  public static let modifiers: [String] = Vocabulary.modifiers.keys.sorted()

  /// Every view type, container and built-in function (`UILabel`, `HStack`, `min`, …), sorted.
  public static let functions: [String] = Set(Vocabulary.views.keys).union(Vocabulary.functions.keys).sorted()
}

extension ScriptVocabulary {
  /// The properties a view of `kind` has (`text`, `numberOfLines`, …), for completion after `view.`.
  public static func properties(of kind: LeafKind) -> [String] { Evaluator.propertyNames(of: kind) }
}
