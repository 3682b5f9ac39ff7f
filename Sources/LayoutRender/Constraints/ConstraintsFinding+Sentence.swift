import LayoutCore

extension ConstraintsFinding {
  /// The finding as the warning a script's author reads, constraints and views worded by `words`:
  /// - a conflict: `unsatisfiable constraints: A; B cannot all hold; UIKit recovers by breaking A`
  ///   (UIKit's recovery: it breaks one required constraint of the set and logs it);
  /// - ambiguity: `the layout is ambiguous: a (horizontal) can move without breaking a
  ///   constraint; add constraints (or distinct priorities) that fix them`;
  /// - a constraint left out: `A relates views without a common ancestor; it is left out`
  ///   (UIKit throws for such a constraint; the engine leaves it out instead).
  public func sentence(_ words: ConstraintWords) -> String {
    switch self {
    case let .conflict(set, broken):
      return "unsatisfiable constraints: \(set.map(words.text).joined(separator: "; ")) cannot all hold; "
        + "UIKit recovers by breaking \(words.text(broken))"
    case .ambiguous(let axes):
      let described = axes.map { "\(words.name($0.view)) (\($0.axis == .horizontal ? "horizontal" : "vertical"))" }
      return "the layout is ambiguous: \(described.joined(separator: ", ")) can move without breaking a constraint; "
        + "add constraints (or distinct priorities) that fix them"
    case .leftOut(let constraint):
      return "\(words.text(ofConstraint: constraint)) relates views without a common ancestor; it is left out"
    }
  }
}
