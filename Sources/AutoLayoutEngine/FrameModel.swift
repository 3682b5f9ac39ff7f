import ConstraintSolver
import LayoutCore

/// The four variables of a view's frame in canvas coordinates.
struct FrameVariables {
  let x: Variable, y: Variable, width: Variable, height: Variable

  /// The origin and length variables of `axis`.
  func along(_ axis: Axis) -> (origin: Variable, length: Variable) {
    axis == .horizontal ? (x, width) : (y, height)
  }
}

/// Auto Layout's model of an anchors layout as linear constraints over frame variables.
struct FrameModel {
  let layout: AnchorsLayout
  let frames: [Int: FrameVariables]

  /// Variables for every placed view of `layout`, made in `solver`.
  init(_ layout: AnchorsLayout, solver: Solver) {
    self.layout = layout
    var frames: [Int: FrameVariables] = [:]
    for view in layout.placed where frames[view] == nil {
      frames[view] = FrameVariables(x: solver.makeVariable(), y: solver.makeVariable(),
                                    width: solver.makeVariable(), height: solver.makeVariable())
    }
    self.frames = frames
  }

  /// The value of `view`'s `attribute` measured in the bounds of `ancestor`: a position less
  /// the ancestor's origin, or a length. Nil for a view that is not placed.
  func attribute(_ attribute: AnchorAttribute, of view: Int, in ancestor: Int) -> LinearExpression? {
    guard let variables = frames[view] else { return nil }
    let (origin, length) = variables.along(attribute.axis)
    guard let fraction = attribute.fraction else { return LinearExpression([.init(length)]) }
    guard let base = frames[ancestor]?.along(attribute.axis).origin else { return nil }
    if attribute.isBaseline {
      let (along, offset) = baseline(attribute, of: view)
      return LinearExpression([.init(origin), .init(length, along), .init(base, -1)], constant: offset)
    }
    return LinearExpression([.init(origin), .init(length, fraction), .init(base, -1)])
  }

  /// A baseline as the fraction of the view's height below its top plus points: the first one
  /// `first` below the top, the last one `last` above the bottom; a view without text has both
  /// at its bottom edge (UIKit's `viewForFirstBaselineLayout` of a plain view is the view itself,
  /// whose baseline is its alignment rectangle's bottom).
  private func baseline(_ attribute: AnchorAttribute, of view: Int) -> (fraction: Double, offset: Double) {
    guard let offsets = layout.baselines[view] else { return (1, 0) }
    return attribute == .firstBaseline ? (0, offsets.first) : (1, -offsets.last)
  }

  /// `item.attribute - (multiplier × second.attribute + constant)`, positions in the nearest
  /// common ancestor's bounds; nil when a view is not placed or the two share no ancestor.
  func expression(of constraint: AnchorConstraint) -> LinearExpression? {
    guard let second = constraint.secondItem, let secondAttribute = constraint.secondAttribute else {
      return attribute(constraint.attribute, of: constraint.item, in: constraint.item)
        .map { $0 - LinearExpression(constant: constraint.constant) }
    }
    guard let ancestor = layout.nearestCommonAncestor(constraint.item, second),
          let lhs = attribute(constraint.attribute, of: constraint.item, in: ancestor),
          let rhs = attribute(secondAttribute, of: second, in: ancestor) else { return nil }
    return lhs - (constraint.multiplier * rhs + LinearExpression(constant: constraint.constant))
  }

  /// The solver's relation for `lhs - rhs RELATION 0`.
  static func relation(_ relation: AnchorRelation) -> Relation {
    switch relation {
    case .equal: return .equal
    case .lessOrEqual: return .lessOrEqual
    case .greaterOrEqual: return .greaterOrEqual
    }
  }
}
