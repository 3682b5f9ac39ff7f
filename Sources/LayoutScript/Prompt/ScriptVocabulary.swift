/// The names the language knows, for a REPL's completion.
public enum ScriptVocabulary {
  /// Every modifier name (`padding`, `frame`, …), sorted.
  public static let modifiers: [String] = ModifierCatalog.modifiers.keys.sorted()

  /// Every view type, container and built-in function (`UILabel`, `HStack`, `min`, …), sorted.
  public static let functions: [String] = Set(ViewCatalog.constructors.keys).union(Builtins.functions.keys).sorted()
}
