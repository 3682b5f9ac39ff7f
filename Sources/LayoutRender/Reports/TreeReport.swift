import LayoutCore

/// `render --format tree`: every element of the body, containers and modifiers too, as an
/// indented tree: what it is, its frame in the canvas, the proposal it was laid out for and
/// the size it took, its flexibility (horizontal/vertical) and its priority, then every proposal
/// it received in the run, in order, with why (views also say when they were not measured).
///
/// The result must come from a run that recorded details
/// (`LayoutOptions.recordingDetails`); without them only kinds and frames show.
public struct TreeReport: StreamedReport {
  public let script: EvaluatedScript
  public let result: LayoutResult

  public init(script: EvaluatedScript, result: LayoutResult) {
    self.script = script
    self.result = result
  }

  /// Writes the report to `output`, a line at a time.
  public func write(to output: inout some TextOutputStream) {
    let canvas = result.canvas
    let header = ["canvas \(formatPoints(canvas.width))×\(formatPoints(canvas.height)) \(canvas.mode.rawValue), "
      + "@\(formatPoints(canvas.scale))x\(canvas.headerNote) — body \(result.size)",
      "frames [x, y, w, h] in canvas points; proposed: the proposal of the layout kept; flexibility horizontal/vertical;",
      "under each element, every proposal it received in the run, in order, with why"]
    for line in header { output.write(line + "\n") }
    let records = Dictionary(grouping: result.log.records, by: \.leaf)
    if let root = result.tree.root {
      var listed: Set<Int> = []
      describe(root, prefix: "", childPrefix: "", records: records, listed: &listed, into: &output)
    }
  }

  /// One node and its subtree. A view placed at several nodes (one view named in several places)
  /// lists its proposals at the first only, so the report grows with the tree, not with its square.
  private func describe(_ index: Int, prefix: String, childPrefix: String,
                        records: [Int: [ProposalRecord]], listed: inout Set<Int>, into output: inout some TextOutputStream) {
    let node = result.tree.nodes[index]
    let box = node.frame
    let frame = "[\(formatPoints(box.origin.x)), \(formatPoints(box.origin.y)), \(formatPoints(box.size.width)), \(formatPoints(box.size.height))]"
    var chain = node.detail?.chain ?? []
    let own = chain.popLast()
    var prefix = prefix
    var childPrefix = childPrefix
    for detail in chain {
      output.write("\(prefix)\(ScriptPrinter.summary(of: detail.element))  \(frame)  \(Self.facts(detail, size: box.size))\n")
      for line in elementProposals(detail) { Self.write(line, after: childPrefix + "│  ", to: &output) }
      (prefix, childPrefix) = (childPrefix + "└─ ", childPrefix + "   ")
    }
    var line = prefix + name(of: node, own) + "  " + frame
    if let own { line += "  " + Self.facts(own, size: box.size) }
    Self.write(line, to: &output)
    let children = Array(result.tree.children(of: index))
    let under = childPrefix + (children.isEmpty ? "   " : "│  ")
    if let id = node.viewID {
      if listed.insert(id).inserted {
        for line in Self.proposals(records[id] ?? []) { Self.write(line, after: under, to: &output) }
      } else if let count = records[id]?.count, count > 0 {
        output.write(under + "the same view as above: its \(count) proposals are listed at its first place\n")
      }
    } else if let own {
      for line in elementProposals(own) { Self.write(line, after: under, to: &output) }
    }
    for (position, child) in children.enumerated() {
      let last = position == children.count - 1
      describe(child, prefix: childPrefix + (last ? "└─ " : "├─ "),
               childPrefix: childPrefix + (last ? "   " : "│  "), records: records, listed: &listed, into: &output)
    }
  }

  /// Writes `prefix`, `line` and a line break as they are, not joined first: a tree of 30,000
  /// views has 150,000 lines, and joining each cost two more strings.
  private static func write(_ line: String, after prefix: String = "", to output: inout some TextOutputStream) {
    output.write(prefix)
    output.write(line)
    output.write("\n")
  }

  /// Every proposal an element received, in order: `1. pass 1: 343×inf → 343×60 — single child`.
  private func elementProposals(_ detail: NodeDetail) -> [String] {
    (result.elementProposals[detail.path] ?? []).enumerated().map { index, proposal in
      "\(index + 1). pass \(proposal.pass): \(proposal.proposal) → \(proposal.size) — \(proposal.reason.rawValue)"
    }
  }

  /// A view's name and what it is, or an element's summary.
  private func name(of node: ResultNode, _ detail: NodeDetail?) -> String {
    if let id = node.viewID, id < script.views.count {
      let view = script.views[id]
      if case .hosted = detail?.element { return "\(view.name): \(ScriptPrinter.summary(of: detail!.element))" }
      let summary = ScriptPrinter.leaf(view.kind)
      return "\(view.name): \(summary.hasPrefix(view.typeName) ? summary : "\(view.typeName) \(summary)")"
    }
    return detail.map { ScriptPrinter.summary(of: $0.element) } ?? node.kind.displayName
  }

  /// `proposed 375×120 → 343×80, partial/fixed, priority 0`.
  private static func facts(_ detail: NodeDetail, size: Size) -> String {
    "proposed \(detail.proposal) → \(size), \(detail.horizontal)/\(detail.vertical), priority \(formatPoints(detail.priority))"
  }

  /// A view's proposals, in order: `1. pass 1: 279×inf → 96×20 — pre-measure`.
  private static func proposals(_ records: [ProposalRecord]) -> [String] {
    records.enumerated().map { index, record in
      let measured = record.measured ? "" : ", not measured"
      return "\(index + 1). pass \(record.pass): \(record.proposal) → \(record.size) — \(record.reason.rawValue)\(measured)"
    }
  }
}
