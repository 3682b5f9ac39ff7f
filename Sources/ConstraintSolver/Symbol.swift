/// A column of the simplex tableau: a user variable, or one the solver makes for a constraint.
///
/// Symbols are compared by `id`, which grows as they are made; the simplex picks the
/// smallest id among equal candidates (Bland's rule), so it never cycles. The id and the kind
/// share one word (the id above the kind's two bits), so a row's cells carry 8 bytes of symbol
/// and two symbols compare as two integers, in id order.
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

  /// `id << 2 | kind`.
  private let packed: Int

  init(id: Int, kind: Kind) {
    packed = id << 2 | Int(kind.rawValue)
  }

  var id: Int { packed >> 2 }

  var kind: Kind {
    switch packed & 3 {
    case 0: return .external
    case 1: return .slack
    case 2: return .error
    default: return .dummy
    }
  }

  /// True for the symbols the simplex keeps non-negative.
  var isRestricted: Bool { packed & 3 != 0 }

  static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.packed < rhs.packed }
}
