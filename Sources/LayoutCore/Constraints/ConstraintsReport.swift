/// What the Auto Layout engine says about an anchors layout beyond its frames: every
/// constraint's status, what is ambiguous, and what cannot hold.
public struct ConstraintsReport: Sendable {
  /// Every activated constraint in normalized text, with how it fared.
  public var constraints: [ConstraintStatus]
  /// `view.horizontal` / `view.vertical` for every view not determined on that axis, sorted.
  public var ambiguous: [String]
  /// The required constraints in conflict (the minimal conflicting sets), normalized, sorted;
  /// canvas constraints (`root.width == 375`) included.
  public var unsatisfiable: [String]
  /// The warnings to give: each conflict, the ambiguity, constraints left out.
  public var findings: [ConstraintsFinding]

  public init(constraints: [ConstraintStatus], ambiguous: [String], unsatisfiable: [String], findings: [ConstraintsFinding]) {
    self.constraints = constraints
    self.ambiguous = ambiguous
    self.unsatisfiable = unsatisfiable
    self.findings = findings
  }
}

/// One activated constraint in the solution.
public struct ConstraintStatus: Sendable, Hashable {
  /// Its index in `AnchorsLayout.constraints`.
  public var index: Int
  public var text: String
  /// False for a required constraint broken to recover from a conflict (UIKit's choice).
  public var isActive: Bool
  /// How far the solution is from meeting it: 0 when it holds exactly.
  public var error: Double
  /// True when it holds with equality in the solution (it decides an edge), false when slack.
  public var isBinding: Bool

  public init(index: Int, text: String, isActive: Bool, error: Double, isBinding: Bool) {
    self.index = index
    self.text = text
    self.isActive = isActive
    self.error = error
    self.isBinding = isBinding
  }
}

/// A warning of the Auto Layout engine and the constraints it is about (indices into
/// `AnchorsLayout.constraints`; empty when it is about the canvas or the whole layout).
public struct ConstraintsFinding: Sendable, Hashable {
  public var message: String
  public var constraints: [Int]

  public init(_ message: String, constraints: [Int]) {
    self.message = message
    self.constraints = constraints
  }
}
