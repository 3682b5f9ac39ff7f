import ConstraintSolver
import LayoutCore

/// One linear constraint the engine gives the solver, and what it stands for.
struct SolverItem {
  /// Where a solver constraint comes from.
  enum Source: Hashable {
    /// The layout's constraint at this index.
    case constraint(Int)
    /// The canvas: the root's origin at (0, 0) on an axis.
    case canvasOrigin(Axis)
    /// The canvas: the root's width or height (required, or at 50 while fitting).
    case canvasLength(Axis)
    /// A view's intrinsic content size on an axis: hugging (`<=`) or compression resistance (`>=`).
    case content(view: Int, axis: Axis, compression: Bool)
  }

  let source: Source
  let expression: LinearExpression
  let relation: Relation
  let priority: Double
  /// The constraint as reports name it: the layout's by index, one the engine adds (the
  /// canvas's, a content size's) as its value.
  let reference: ConstraintReference

  var isRequired: Bool { priority >= 1000 }
}

/// The solver constraints of an anchors layout on a canvas: the canvas's, the layout's own and
/// the intrinsic content sizes', in that order (so a conflict with the canvas breaks a layout
/// constraint, never the canvas).
struct LayoutSystem {
  var items: [SolverItem] = []
  /// Constraints between views that share no ancestor (or are not placed): left out.
  var leftOut: [Int] = []

  /// The system for a root `width` wide (nil: fitted at priority 50) and `height` tall (nil: fitted).
  init(_ model: FrameModel, kinds: [LeafKind], width: Double?, height: Double?) {
    let layout = model.layout
    var fitting: [AnchorConstraint] = []
    for axis in Axis.allCases {
      let origin = AnchorConstraint(item: layout.root, attribute: axis == .horizontal ? .left : .top,
                                    relation: .equal, secondItem: nil, secondAttribute: nil)
      let length = (axis == .horizontal ? width : height).map { $0.isFinite ? $0 : 0 }
      let size = AnchorConstraint(item: layout.root, attribute: axis == .horizontal ? .width : .height,
                                  relation: .equal, secondItem: nil, secondAttribute: nil, constant: length ?? 0,
                                  priority: length == nil ? 50 : 1000)
      if let variable = model.frames[layout.root]?.along(axis).origin {
        items.append(SolverItem(source: .canvasOrigin(axis), expression: LinearExpression([.init(variable)]),
                                relation: .equal, priority: 1000, reference: .added(origin)))
      }
      if length != nil { add(size, as: .canvasLength(axis), model) } else { fitting.append(size) }
    }
    for view in layout.placed where view != layout.root && kinds.indices.contains(view) {
      addContent(of: view, kind: kinds[view], priorities: layout.contentPriorities[view] ?? ContentPriorities(), model)
    }
    for (index, constraint) in layout.constraints.enumerated() {
      guard let expression = model.expression(of: constraint) else {
        leftOut.append(index)
        continue
      }
      items.append(SolverItem(source: .constraint(index), expression: expression,
                              relation: FrameModel.relation(constraint.relation),
                              priority: constraint.priority, reference: .layout(index)))
    }
    // The fitting pull comes last: added earlier, it would be re-optimised after every row.
    for (axis, size) in zip(fitting.map { $0.attribute == .width ? Axis.horizontal : .vertical }, fitting) {
      add(size, as: .canvasLength(axis), model)
    }
  }

  private mutating func addContent(of view: Int, kind: LeafKind, priorities: ContentPriorities, _ model: FrameModel) {
    for axis in Axis.allCases {
      guard let length = kind.intrinsicLength(axis) else { continue }
      let attribute: AnchorAttribute = axis == .horizontal ? .width : .height
      // Compression resistance first: the length's row is then written in its symbols, so
      // shrinking the view (what the fitting pull asks) shows its cost at once, instead of
      // through a free hugging slack blocked at zero — a degenerate pivot per view, each one
      // rewriting every row below it (cubic on a column of rows).
      for compression in [true, false] {
        let constraint = AnchorConstraint(
          item: view, attribute: attribute, relation: compression ? .greaterOrEqual : .lessOrEqual,
          secondItem: nil, secondAttribute: nil, constant: length,
          priority: compression ? priorities.compressionPriority(axis) : priorities.huggingPriority(axis))
        add(constraint, as: .content(view: view, axis: axis, compression: compression), model)
      }
    }
  }

  private mutating func add(_ constraint: AnchorConstraint, as source: SolverItem.Source, _ model: FrameModel) {
    guard let expression = model.expression(of: constraint) else { return }
    items.append(SolverItem(source: source, expression: expression, relation: FrameModel.relation(constraint.relation),
                            priority: min(constraint.priority, 1000), reference: .added(constraint)))
  }
}
