import LayoutCore

/// The constraints report of a solved layout: statuses, conflicts and ambiguity as facts
/// (`LayoutRender` words them).
struct ReportBuilder {
  /// The solve: conflicts and ambiguity were found in its first pass, its frames are shown.
  let solve: SystemSolve

  func report(ambiguous: [(view: Int, axis: Axis)]) -> ConstraintsReport {
    let items = solve.system.items
    var statuses: [ConstraintStatus] = []
    for (position, item) in items.enumerated() {
      guard case .constraint(let index) = item.source else { continue }
      statuses.append(status(ofItem: position, constraint: index))
    }
    var findings: [ConstraintsFinding] = []
    var conflicting: [ConstraintReference] = [], seen: Set<ConstraintReference> = []
    for conflict in solve.conflicts {
      let set = conflict.set.map { items[$0].reference }
      for reference in set where seen.insert(reference).inserted { conflicting.append(reference) }
      findings.append(.conflict(set: set, broken: items[conflict.broken].reference))
    }
    let axes = ambiguous.map { AmbiguousAxis(view: $0.view, axis: $0.axis) }
    if !axes.isEmpty { findings.append(.ambiguous(axes)) }
    for index in solve.system.leftOut { findings.append(.leftOut(constraint: index)) }
    var report = ConstraintsReport(constraints: statuses, ambiguous: axes, unsatisfiable: conflicting, findings: findings,
                                   content: content())
    report.ambiguousViews = Set(ambiguous.map(\.view))
    report.conflictingViews = Set(solve.conflicts.flatMap(\.set).flatMap { views(of: solve.system.items[$0].source) })
    return report
  }

  /// The views a solver item is about.
  private func views(of source: SolverItem.Source) -> [Int] {
    let layout = solve.model.layout
    switch source {
    case .constraint(let index): return [layout.constraints[index].item] + [layout.constraints[index].secondItem].compactMap { $0 }
    case .canvasOrigin, .canvasLength: return [layout.root]
    case .content(let view, _, _): return [view]
    }
  }

  /// The status of solver item `position`, the layout's constraint `index`, in the solution.
  func status(ofItem position: Int, constraint index: Int) -> ConstraintStatus {
    let error = solve.error(of: position)
    let gap = solve.slack(of: position)
    return ConstraintStatus(index: index, isActive: error != nil, error: error ?? 0,
                            isBinding: error != nil && abs(gap) < 1e-6, gap: gap)
  }

  /// Hugging and compression resistance of every view with an intrinsic size, per axis.
  private func content() -> [ContentStatus] {
    contentItems().compactMap(contentStatus)
  }

  /// The content sizes the report lists, in order: each view and axis with an intrinsic size,
  /// by its hugging item, with its compression resistance's priority.
  func contentItems() -> [ContentItem] {
    var found: [ContentItem] = []
    let items = solve.system.items
    // The priority of each view's compression resistance, by `view * 2 + axis`.
    var compressions: [Int: Double] = [:]
    for item in items {
      if case .content(let view, let axis, true) = item.source { compressions[Self.key(view, axis)] = item.priority }
    }
    for (position, item) in items.enumerated() {
      guard case .content(let view, let axis, false) = item.source, let compression = compressions[Self.key(view, axis)],
            solve.model.frames[view] != nil else { continue }
      found.append(ContentItem(hugging: position, view: view, axis: axis, compression: compression))
    }
    return found
  }

  private static func key(_ view: Int, _ axis: Axis) -> Int { view * 2 + (axis == .horizontal ? 0 : 1) }

  /// The view's length on the axis against its intrinsic size, in the solution.
  func contentStatus(_ content: ContentItem) -> ContentStatus? {
    guard let frame = solve.frame(of: content.view) else { return nil }
    let length = content.axis == .horizontal ? frame.size.width : frame.size.height
    return ContentStatus(view: content.view, axis: content.axis, intrinsic: length - solve.slack(of: content.hugging),
                         length: length, hugging: solve.system.items[content.hugging].priority, compression: content.compression)
  }

}

/// A content size the report lists: the view's hugging item on the axis, and the priority of
/// its compression resistance.
struct ContentItem {
  let hugging: Int
  let view: Int
  let axis: Axis
  let compression: Double
}
