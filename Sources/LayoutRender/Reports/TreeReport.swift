import LayoutEngine
import LayoutScript

/// `render --format tree`: every element of the body, containers and modifiers too, as an
/// indented tree: what it is, its frame in the canvas, the proposal it was laid out for and
/// the size it took, its flexibility (horizontal/vertical) and its priority, then every proposal
/// it received in the run, in order, with why (views also say when they were not measured).
///
/// The result must come from a run that recorded details
/// (`layout(in:viewCount:recordingDetails: true)`); without them only kinds and frames show.
public struct TreeReport {
  public let script: EvaluatedScript
  public let result: LayoutResult

  public init(script: EvaluatedScript, result: LayoutResult) {
    self.script = script
    self.result = result
  }

  public var text: String {
    let canvas = result.canvas
    var lines = ["canvas \(formatPoints(canvas.width))×\(formatPoints(canvas.height)) \(canvas.mode.rawValue), "
      + "@\(formatPoints(canvas.scale))x\(canvas.semantics.headerNote) — body \(result.size)",
      "frames [x, y, w, h] in canvas points; proposed: the proposal of the layout kept; flexibility horizontal/vertical;",
      "under each element, every proposal it received in the run, in order, with why"]
    let records = Dictionary(grouping: result.log.records, by: \.leaf)
    describe(result.root, at: result.rootOrigin, prefix: "", childPrefix: "", records: records, into: &lines)
    return lines.joined(separator: "\n") + "\n"
  }

  private func describe(_ node: LayoutNode, at origin: Point, prefix: String, childPrefix: String,
                        records: [Int: [ProposalRecord]], into lines: inout [String]) {
    let frame = "[\(formatPoints(origin.x)), \(formatPoints(origin.y)), \(formatPoints(node.size.width)), \(formatPoints(node.size.height))]"
    var chain = node.detail?.chain ?? []
    let own = chain.popLast()
    var prefix = prefix
    var childPrefix = childPrefix
    for detail in chain {
      lines.append("\(prefix)\(detail.summary)  \(frame)  \(Self.facts(detail, size: node.size))")
      lines += elementProposals(detail).map { childPrefix + "│  " + $0 }
      (prefix, childPrefix) = (childPrefix + "└─ ", childPrefix + "   ")
    }
    var line = prefix + name(of: node, own) + "  " + frame
    if let own { line += "  " + Self.facts(own, size: node.size) }
    lines.append(line)
    let under = childPrefix + (node.children.isEmpty ? "   " : "│  ")
    if let id = node.viewID {
      lines += Self.proposals(records[id] ?? []).map { under + $0 }
    } else if let own {
      lines += elementProposals(own).map { under + $0 }
    }
    for (index, child) in node.children.enumerated() {
      let last = index == node.children.count - 1
      describe(child.node, at: origin + child.position, prefix: childPrefix + (last ? "└─ " : "├─ "),
               childPrefix: childPrefix + (last ? "   " : "│  "), records: records, into: &lines)
    }
  }

  /// Every proposal an element received, in order: `1. pass 1: 343×inf → 343×60 (single child)`.
  private func elementProposals(_ detail: NodeDetail) -> [String] {
    (result.elementProposals[detail.path] ?? []).enumerated().map { index, proposal in
      "\(index + 1). pass \(proposal.pass): \(proposal.proposal) → \(proposal.size) (\(proposal.reason.rawValue))"
    }
  }

  /// A view's name and what it is, or an element's summary.
  private func name(of node: LayoutNode, _ detail: NodeDetail?) -> String {
    if let id = node.viewID, id < script.views.count {
      let view = script.views[id]
      return "\(view.name): \(view.kind.summary.hasPrefix(view.typeName) ? view.kind.summary : "\(view.typeName) \(view.kind.summary)")"
    }
    return detail?.summary ?? node.kind.rawValue
  }

  /// `proposed 375×120 → 343×80, partial/fixed, priority 0`.
  private static func facts(_ detail: NodeDetail, size: Size) -> String {
    "proposed \(detail.proposal) → \(size), \(detail.horizontal)/\(detail.vertical), priority \(formatPoints(detail.priority))"
  }

  /// A view's proposals, in order: `1. pass 1: 279×inf → 96×20 (pre-measure)`.
  private static func proposals(_ records: [ProposalRecord]) -> [String] {
    records.enumerated().map { index, record in
      let measured = record.measured ? "" : ", not measured"
      return "\(index + 1). pass \(record.pass): \(record.proposal) → \(record.size) (\(record.reason.rawValue)\(measured))"
    }
  }
}
