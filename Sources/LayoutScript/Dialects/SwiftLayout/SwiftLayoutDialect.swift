/// SwiftLayout's anchors DSL (`root.sl.sublayout { … }`, `Anchors.top.equalToSuper()`): read by
/// `AnchorsBuilder` from the statements of a layout block, with its words in `AnchorsVocabulary`;
/// it adds no view, modifier or function of its own to the expression language.
enum SwiftLayoutDialect: Dialect {
  static let name = "SwiftLayout"
}
