/// What the Auto Layout engine says about an anchors layout beyond its frames: every
/// constraint's status, what is ambiguous, and what cannot hold, as facts (constraints by
/// index, views by id); LayoutRender's `ConstraintWords` writes them as the corpus's text.
public struct ConstraintsReport: Sendable {
  /// Every activated constraint (by its index in `AnchorsLayout.constraints`), with how it fared.
  public var constraints: [ConstraintStatus]
  /// Every view and axis not determined, in the order found.
  public var ambiguous: [AmbiguousAxis]
  /// The required constraints in conflict (the minimal conflicting sets' union), each once, in
  /// the order found; canvas constraints (`root.width == 375`) included.
  public var unsatisfiable: [ConstraintReference]
  /// The warnings to give: each conflict, the ambiguity, constraints left out.
  public var findings: [ConstraintsFinding]
  /// Each view's intrinsic content size on each axis and how hugging and compression resistance fared.
  public var content: [ContentStatus]
  /// The views the constraints in conflict mention, and the views not determined (what pictures draw heavy).
  public var conflictingViews: Set<Int> = []
  public var ambiguousViews: Set<Int> = []
  /// For a console log (`ConflictLog`): its conflict, the constraint UIKit breaks and whether
  /// that resolves it; nil for a script.
  public var log: ConflictLogFindings?

  public init(constraints: [ConstraintStatus], ambiguous: [AmbiguousAxis], unsatisfiable: [ConstraintReference],
              findings: [ConstraintsFinding],
              content: [ContentStatus] = []) {
    self.content = content
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
  /// False for a required constraint broken to recover from a conflict (UIKit's choice).
  public var isActive: Bool
  /// How far the solution is from meeting it: 0 when it holds exactly.
  public var error: Double
  /// True when it holds with equality in the solution (it decides an edge), false when slack.
  public var isBinding: Bool
  /// Its left side minus its right side in the solution: how much room an inequality leaves.
  public var gap: Double

  public init(index: Int, isActive: Bool, error: Double, isBinding: Bool, gap: Double = 0) {
    self.gap = gap
    self.index = index
    self.isActive = isActive
    self.error = error
    self.isBinding = isBinding
  }
}

/// A constraint of a solution a report names: one of the layout's, by its index in
/// `AnchorsLayout.constraints`, or one the engine adds to the layout's (the canvas's root origin
/// and size, a view's intrinsic content size as hugging and compression resistance).
public enum ConstraintReference: Sendable, Hashable {
  case layout(Int)
  case added(AnchorConstraint)

  /// The index in `AnchorsLayout.constraints` of one of the layout's constraints; nil for an added one.
  public var layoutIndex: Int? {
    if case .layout(let index) = self { return index }
    return nil
  }
}

/// A warning of the Auto Layout engine, as facts: what it is about and the constraints it
/// concerns. `LayoutRender` words it (`ConstraintsFinding.sentence(_:)`); the pipeline gives
/// it as a warning at the first of `constraints`.
public enum ConstraintsFinding: Sendable, Hashable {
  /// Required constraints that cannot all hold (a minimal conflicting set in the solver's
  /// order, canvas constraints included) and the one of them UIKit breaks to recover.
  case conflict(set: [ConstraintReference], broken: ConstraintReference)
  /// Views that can move on an axis without breaking a constraint, in the order found.
  case ambiguous([AmbiguousAxis])
  /// The layout's constraint `constraint` relates views without a common ancestor and is left
  /// out of the solve.
  case leftOut(constraint: Int)

  /// The constraints it is about (indices into `AnchorsLayout.constraints`), the most telling
  /// first (a conflict's broken one); empty when it is about the whole layout.
  public var constraints: [Int] {
    switch self {
    case let .conflict(set, broken): return ([broken] + set.filter { $0 != broken }).compactMap(\.layoutIndex)
    case .ambiguous: return []
    case .leftOut(let constraint): return [constraint]
    }
  }
}

/// A view not determined on one axis of an Auto Layout solution.
public struct AmbiguousAxis: Sendable, Hashable {
  public var view: Int
  public var axis: Axis

  public init(view: Int, axis: Axis) {
    self.view = view
    self.axis = axis
  }
}

/// A view's intrinsic content size on one axis in the solution: its length against the
/// hugging (`length <= intrinsic`) and compression resistance (`length >= intrinsic`) constraints.
public struct ContentStatus: Sendable, Hashable {
  public var view: Int
  public var axis: Axis
  public var intrinsic: Double
  public var length: Double
  public var hugging: Double
  public var compression: Double

  public init(view: Int, axis: Axis, intrinsic: Double, length: Double, hugging: Double, compression: Double) {
    self.view = view
    self.axis = axis
    self.intrinsic = intrinsic
    self.length = length
    self.hugging = hugging
    self.compression = compression
  }
}
