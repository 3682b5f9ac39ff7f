import LayoutCore

/// What a goal can read of an Auto Layout solution (`constraints.count`, `.conflicts`,
/// `.broken`, `.unmet`, `.ambiguous`): the counts the engine's constraints report gives, so a goal can ask
/// for a conflict resolved or an ambiguity removed.
public struct ConstraintCounts: Sendable, Equatable {
  /// Constraints activated.
  public var count: Int
  /// Required constraints in conflict (every member of the minimal conflicting sets).
  public var conflicts: Int
  /// Required constraints broken to recover from a conflict.
  public var broken: Int
  /// Optional constraints the solution does not meet: they gave way to stronger ones.
  public var unmet: Int
  /// View axes (`title.horizontal`) the constraints leave undetermined.
  public var ambiguous: Int

  /// Counts as the engine's report gives them.
  public init(count: Int, conflicts: Int, broken: Int, unmet: Int, ambiguous: Int) {
    self.count = count
    self.conflicts = conflicts
    self.broken = broken
    self.unmet = unmet
    self.ambiguous = ambiguous
  }

  /// The count `property` names.
  func value(of property: String, at location: SourceLocation) throws(Diagnostic) -> Double {
    switch property {
    case "count": return Double(count)
    case "conflicts": return Double(conflicts)
    case "broken": return Double(broken)
    case "unmet": return Double(unmet)
    case "ambiguous": return Double(ambiguous)
    default: throw Diagnostic("constraints has count, conflicts, broken, unmet and ambiguous, not '\(property)'", at: location)
    }
  }
}

extension ConstraintCounts {
  /// The counts of an Auto Layout engine's report.
  public init(_ report: ConstraintsReport) {
    self.init(count: report.constraints.count, conflicts: report.unsatisfiable.count,
              broken: report.constraints.filter { !$0.isActive }.count,
              unmet: report.constraints.filter { $0.isActive && $0.error > 0.01 }.count,
              ambiguous: report.ambiguous.count)
  }
}
