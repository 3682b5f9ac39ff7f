/// A column of the simplex tableau: a user variable, or one the solver makes for a constraint.
///
/// Symbols are compared by `id`, which grows as they are made; the simplex picks the
/// smallest id among equal candidates (Bland's rule), so it never cycles.
struct Symbol: Hashable, Comparable, Sendable {
  /// What the symbol stands for, which decides how the simplex may use it.
  enum Kind: UInt8, Sendable {
    /// A user variable: unrestricted in sign, never leaves the basis for a restricted one.
    case external
    /// The slack of an inequality: non-negative.
    case slack
    /// The error of an optional constraint: non-negative, weighted in the objective.
    case error
    /// The marker of a required equality: always zero, never enters the basis.
    case dummy
  }

  let id: Int
  let kind: Kind

  /// True for the symbols the simplex keeps non-negative.
  var isRestricted: Bool { kind != .external }

  static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
  static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
