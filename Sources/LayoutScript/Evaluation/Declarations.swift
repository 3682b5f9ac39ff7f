import LayoutCore

/// What a script declares, by name: its functions and components, `struct` types, custom
/// layouts, view modifiers, `LayoutValueKey`s and custom alignments.
struct Declarations {
  var functions: [String: FunctionDeclaration] = [:]
  /// The script's `struct` types, by name.
  var structTypes: [String: StructDeclaration] = [:]
  /// The script's custom layouts (`struct NAME: Layout`), their extensions' methods added.
  var layoutTypes: [String: LayoutDeclaration] = [:]
  /// The modifiers `extension View { func NAME(…) -> some View { … } }` declares, each name's
  /// overloads in the order written (`chatTheme(accentColor:images:)`, `chatTheme(themeColor:…)`).
  var viewModifiers: [String: [FunctionDeclaration]] = [:]
  /// The file's functions declared more than once under one name with other labels, each name's
  /// overloads in the order written (isowords' `praise(rank:outOf:)` and `praise(mode:score:)`);
  /// `functions` holds the first.
  var functionOverloads: [String: [FunctionDeclaration]] = [:]
  /// The script's `LayoutValueKey` types and their default values.
  var layoutValueKeys: [String: Expression] = [:]
  /// The custom alignments' `defaultValue(in:)` closures, by alignment name.
  var alignmentIDs: [String: Closure] = [:]
  /// The members of the script's types (view structs, models, enums), by type, then by name:
  /// computed properties, methods and static members (`FunctionDeclaration.memberOf`).
  var typeMembers: [String: [String: FunctionDeclaration]] = [:]
  /// The file's UIKit classes other than the one it shows, by name (`Evaluator+ViewClasses`).
  var viewClasses: [String: ViewClassDeclaration] = [:]
  /// The cases of the script's enums, in order, by enum name.
  var enumCases: [String: [String]] = [:]
  /// The raw values the enums' cases are written with (`case home = "Home"`), by enum, then case.
  var enumRawValues: [String: [String: Expression]] = [:]
  /// The raw types of the enums that have one (`String`, `Int`), by enum.
  var enumRawTypes: [String: String] = [:]
  /// The types of the associated values of the enums' cases that have some, by enum, then case.
  var enumPayloadTypes: [String: [String: [String]]] = [:]
}
