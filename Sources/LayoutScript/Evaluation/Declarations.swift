import LayoutCore

/// What a script declares, by name: its functions and components, `struct` types, custom
/// layouts, view modifiers, `LayoutValueKey`s and custom alignments.
struct Declarations {
  var functions: [String: FunctionDeclaration] = [:]
  /// The script's `struct` types, by name.
  var structTypes: [String: StructDeclaration] = [:]
  /// The script's custom layouts (`struct NAME: Layout`), their extensions' methods added.
  var layoutTypes: [String: LayoutDeclaration] = [:]
  /// The modifiers `extension View { func NAME(…) -> some View { … } }` declares.
  var viewModifiers: [String: FunctionDeclaration] = [:]
  /// The script's `LayoutValueKey` types and their default values.
  var layoutValueKeys: [String: Expression] = [:]
  /// The custom alignments' `defaultValue(in:)` closures, by alignment name.
  var alignmentIDs: [String: Closure] = [:]
}
