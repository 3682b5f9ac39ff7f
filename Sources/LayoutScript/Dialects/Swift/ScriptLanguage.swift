/// The script language's own vocabulary, whatever the layout system: `canvas(…)`, Swift's value
/// types and functions (`CGSize`, `min`, `String(format:)`, `sqrt`…).
enum ScriptLanguage: Dialect {
  static let name = "Swift"
  static let functions: [String: BuiltinFunction] = values.merging(GeometryBuiltins.functions) { first, _ in first }
    .merging(TextBuiltins.functions) { first, _ in first }
    .merging(FoundationBuiltins.functions) { first, _ in first }
    .merging(IntegerTypes.conversions) { first, _ in first }
}
