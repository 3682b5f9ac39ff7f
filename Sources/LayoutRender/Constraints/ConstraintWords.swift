import LayoutCore

/// The words of an Auto Layout solution's facts (`ConstraintsReport`): each constraint in the
/// anchors corpus's normalized text, a constraint the report names by its index in the layout
/// or as one the engine added (the canvas's, an intrinsic content size's), views named as the
/// script names them. The engine reports indices and values; only this writes them as text.
public struct ConstraintWords {
  public let layout: AnchorsLayout
  public let names: [String]

  public init(layout: AnchorsLayout, names: [String]) {
    self.layout = layout
    self.names = names
  }

  /// The words of a script's anchors layout (a console log's included; an empty layout for a
  /// script without one, whose reports hold no constraints).
  public init(script: EvaluatedScript) {
    self.init(layout: script.anchors?.layout ?? AnchorsLayout(root: 0), names: script.views.map(\.name))
  }

  /// A view's name: the script's, or `viewN` for a view it does not name.
  public func name(_ view: Int) -> String { viewName(view, in: names) }

  /// `constraint` in normalized text.
  public func text(_ constraint: AnchorConstraint) -> String { constraint.normalized(name) }

  /// The layout's constraint `index` in normalized text (`constraint N` for an index the layout
  /// does not have, which a report of this layout never holds).
  public func text(ofConstraint index: Int) -> String {
    layout.constraints.indices.contains(index) ? text(layout.constraints[index]) : "constraint \(index)"
  }

  /// The constraint `reference` names, in normalized text.
  public func text(_ reference: ConstraintReference) -> String {
    switch reference {
    case .layout(let index): return text(ofConstraint: index)
    case .added(let constraint): return text(constraint)
    }
  }

  /// `view.horizontal` / `view.vertical` for every axis the report finds not determined, sorted
  /// (the anchors corpus's `ambiguous`).
  public func ambiguous(_ report: ConstraintsReport) -> [String] {
    report.ambiguous.map { "\(name($0.view)).\($0.axis == .horizontal ? "horizontal" : "vertical")" }.sorted()
  }

  /// The required constraints in conflict, each text once, sorted (the anchors corpus's
  /// `unsatisfiable`); canvas constraints (`root.width == 375`) included.
  public func unsatisfiable(_ report: ConstraintsReport) -> [String] {
    Array(Set(report.unsatisfiable.map(text))).sorted()
  }
}
