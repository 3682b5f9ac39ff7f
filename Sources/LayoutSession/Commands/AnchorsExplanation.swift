import LayoutCore
import LayoutRender
import LayoutScript

/// `:explain NAME` for an anchors layout: per edge of the view, the constraints that decide it
/// (binding) and those that leave room (slack); for a length from content, hugging against
/// compression resistance; and what is left undetermined.
struct AnchorsExplanation {
  let script: EvaluatedScript
  let report: ConstraintsReport
  let result: LayoutResult
  let view: Int

  /// The edges, in the order they are told.
  static let edges: [AnchorAttribute] = [.leading, .trailing, .centerX, .width, .top, .bottom, .centerY, .height]

  var text: String {
    let declaration = script.views[view]
    guard let frame = result.frames.indices.contains(view) ? result.frames[view] : nil else {
      return "\(declaration.name) (\(declaration.typeName)) is not placed by the layout"
    }
    let words = ConstraintWords(script: script)
    var lines = ["\(declaration.name) (\(declaration.typeName)): x \(formatPoints(frame.origin.x)), "
                 + "y \(formatPoints(frame.origin.y)), \(frame.size)"]
    for edge in Self.edges {
      let statuses = constraints(on: edge)
      let content = edge.isDimension ? report.content.first { $0.view == view && $0.axis == edge.axis } : nil
      guard !statuses.isEmpty || content != nil else { continue }
      lines.append("  \(edge.rawValue) = \(formatPoints(value(of: edge, in: frame)))")
      for status in statuses {
        let role = !status.isActive ? "broken " : status.isBinding ? "decides" : "slack  "
        lines.append("    \(role)  \(words.text(ofConstraint: status.index))" + (status.isBinding || !status.isActive ? "" : "  (\(ConstraintsListing.state(of: status)))"))
      }
      if let content { lines.append("    content  " + Self.describe(content)) }
    }
    for axis in Axis.allCases where report.ambiguous.contains(AmbiguousAxis(view: view, axis: axis)) {
      lines.append("  not determined \(axis == .horizontal ? "horizontal" : "vertical")ly: it can move without breaking a constraint (see the ambiguity warning)")
    }
    return lines.joined(separator: "\n")
  }

  /// The view's constraints that use `edge` of it, active first.
  private func constraints(on edge: AnchorAttribute) -> [ConstraintStatus] {
    guard let layout = script.anchors?.layout else { return [] }
    return report.constraints.filter { status in
      let constraint = layout.constraints[status.index]
      return (constraint.item == view && Self.same(constraint.attribute, edge))
        || (constraint.secondItem == view && constraint.secondAttribute.map { Self.same($0, edge) } == true)
    }
  }

  private static func same(_ attribute: AnchorAttribute, _ edge: AnchorAttribute) -> Bool {
    switch attribute {
    case .left: return edge == .leading
    case .right: return edge == .trailing
    case .leading, .trailing, .centerX, .width, .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline: return attribute == edge
    }
  }

  private func value(of edge: AnchorAttribute, in frame: Rect) -> Double {
    let (origin, length) = edge.axis == .horizontal ? (frame.origin.x, frame.size.width) : (frame.origin.y, frame.size.height)
    guard let fraction = edge.fraction else { return length }
    return origin + fraction * length
  }

  /// Hugging against compression resistance for one axis of a view with an intrinsic size.
  static func describe(_ content: ContentStatus) -> String {
    let intrinsic = formatPoints(content.intrinsic)
    let hugging = "hugging @\(formatPoints(content.hugging))", compression = "compression resistance @\(formatPoints(content.compression))"
    if abs(content.length - content.intrinsic) < 1e-6 { return "\(intrinsic), its intrinsic size: \(hugging) and \(compression) both hold" }
    if content.length > content.intrinsic {
      return "\(intrinsic) intrinsic, stretched by \(formatPoints(content.length - content.intrinsic)): \(hugging) gave way to a stronger constraint"
    }
    return "\(intrinsic) intrinsic, compressed by \(formatPoints(content.intrinsic - content.length)): \(compression) gave way to a stronger constraint"
  }
}
