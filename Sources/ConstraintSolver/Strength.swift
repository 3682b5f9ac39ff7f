/// How a constraint relates its expression to zero.
public enum Relation: String, Sendable, Hashable, CaseIterable {
  case equal = "=="
  case lessOrEqual = "<="
  case greaterOrEqual = ">="
}

/// How strongly a constraint holds, as a layout priority: 1000 (or more) is required; anything
/// lower is optional, and a higher priority strictly dominates every lower one, as Auto Layout
/// documents ("higher priority constraints are satisfied before lower"). Fractional and tiny
/// priorities are allowed, so a solver's caller can pull below every priority of a layout.
public struct Strength: Hashable, Comparable, Sendable {
  /// The layout priority.
  public let priority: Double

  /// A strength of `priority`; non-positive priorities are read as the smallest positive one.
  public init(_ priority: Double) {
    self.priority = priority > 0 ? priority : .leastNormalMagnitude
  }

  public static let required = Strength(1000)

  /// True when the constraint must hold.
  public var isRequired: Bool { priority >= 1000 }

  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }
}

/// The handle of a constraint added to a `Solver`.
public struct ConstraintID: Hashable, Sendable, Comparable {
  public let index: Int

  public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.index < rhs.index }
}

/// Why the solver refused a request.
public enum SolverError: Error, Equatable, Sendable {
  /// A required constraint cannot hold together with the required constraints already added.
  case unsatisfiable
  /// The constraint, edit variable or variable is not (or no longer) in this solver.
  case unknown
  /// An edit variable needs an optional strength.
  case requiredEdit
  /// A change of constants left required constraints in conflict; the solver kept the old value.
  case conflictingChange
}
