import LayoutCore

/// The `render --format json` report (docs/json.md): canvas, body size, every view's frame and
/// measurement count, the node tree, and the diagnostics. Written as it is produced.
public struct JSONReport: StreamedReport {
  public let script: EvaluatedScript
  public let result: LayoutResult
  /// The constraints report of an anchors script, written as `anchors`.
  public let constraints: ConstraintsReport?
  /// Every diagnostic to list (the script's warnings unless given).
  public let diagnostics: [Diagnostic]
  /// The results of a script's later layouts (`EvaluatedScript.layouts` after the first), whose
  /// frames and measurements join `frames` and `measurements`: a view keeps its name, and one
  /// already listed by an earlier layout is `NAME@N` in layout N (counting from 1).
  public var laterLayouts: [LayoutResult] = []

  public init(script: EvaluatedScript, result: LayoutResult, constraints: ConstraintsReport? = nil,
              diagnostics: [Diagnostic]? = nil) {
    self.script = script
    self.result = result
    self.constraints = constraints
    self.diagnostics = diagnostics ?? script.warnings
  }

  /// Indented, one key a line (the command line, `:json`); false: on one line (the fuzzer).
  public var pretty = true

  /// The whole report as text, indented with `pretty`.
  public func text(pretty: Bool) -> String {
    var report = self
    report.pretty = pretty
    return report.text
  }

  /// Writes the report to `output` as it is produced, indented when `pretty`.
  public func write(to output: inout some TextOutputStream) {
    var json = JSONWriter(to: output, pretty: pretty)
    json.beginObject()
    json.key("canvas")
    writeCanvas(&json)
    json.key("semantics")
    json.string(result.canvas.semantics.rawValue)
    json.key("size")
    json.numbers(result.size.width, result.size.height)
    json.key("frames")
    json.beginObject()
    forEachPlacedView { name, view, _ in
      json.key(name)
      Self.write(view.frame, &json)
    }
    json.endObject()
    writeHidden(&json)
    json.key("measurements")
    json.beginObject()
    forEachPlacedView { name, view, layout in
      json.key(name)
      json.number(Double(layout.log.measurements[view.id]))
    }
    json.endObject()
    if !laterLayouts.isEmpty { writeLayouts(&json) }
    json.key("nodes")
    if let root = result.tree.root { writeNode(root, &json) } else { json.beginObject(); json.endObject() }
    if let constraints { writeAnchors(constraints, &json) }
    json.key("diagnostics")
    json.beginArray()
    for warning in diagnostics { json.string("\(warning.location): \(warning.severity.rawValue): \(warning.message)") }
    json.endArray()
    json.endObject()
    output = json.output
  }

  /// Calls `body` with each placed view of every layout, its name in `frames` (see
  /// `laterLayouts`) and its layout, in order. Nothing is kept per view: a list of 40,000 views
  /// with their layouts beside them would cost 14 MiB for the moment of writing it.
  private func forEachPlacedView(_ body: (String, PlacedView, LayoutResult) -> Void) {
    guard !laterLayouts.isEmpty else {
      for view in result.placedViews(of: script) { body(view.name, view, result) }
      return
    }
    var taken: Set<String> = []
    for (index, layout) in ([result] + laterLayouts).enumerated() {
      for view in layout.placedViews(of: script) {
        let name = taken.contains(view.name) ? "\(view.name)@\(index + 1)" : view.name
        taken.insert(name)
        body(name, view, layout)
      }
    }
  }

  /// `hidden`, when a view is hidden: each hidden view's frame (and every view's inside one), laid
  /// out and not drawn, so not among `frames` (`LayoutResult.hiddenViews(of:)`).
  private func writeHidden<Output>(_ json: inout JSONWriter<Output>) {
    let hidden = result.placedHiddenViews(of: script)
    guard !hidden.isEmpty else { return }
    json.key("hidden")
    json.beginObject()
    for view in hidden {
      json.key(view.name)
      Self.write(view.frame, &json)
    }
    json.endObject()
  }

  /// `layouts`: for a script of several layouts, each one's title (its comment, else
  /// "layout N") and size.
  private func writeLayouts<Output>(_ json: inout JSONWriter<Output>) {
    json.key("layouts")
    json.beginArray()
    for (index, layout) in ([result] + laterLayouts).enumerated() {
      json.beginObject()
      json.key("title")
      json.string((script.layouts.indices.contains(index) ? script.layouts[index].title : nil) ?? "layout \(index + 1)")
      json.key("size")
      json.numbers(layout.size.width, layout.size.height)
      json.endObject()
    }
    json.endArray()
  }

  /// `anchors`: the constraints in normalized text, what is ambiguous or unsatisfiable, and
  /// each constraint's status in the solution.
  private func writeAnchors<Output>(_ report: ConstraintsReport, _ json: inout JSONWriter<Output>) {
    json.key("anchors")
    json.beginObject()
    let words = ConstraintWords(script: script)
    let texts = report.constraints.map { words.text(ofConstraint: $0.index) }
    for (key, list) in [("constraints", texts), ("ambiguous", words.ambiguous(report)), ("unsatisfiable", words.unsatisfiable(report))] {
      json.key(key)
      json.beginArray()
      for text in list { json.string(text) }
      json.endArray()
    }
    json.key("status")
    json.beginArray()
    for (status, text) in zip(report.constraints, texts) {
      json.beginObject()
      json.key("constraint")
      json.string(text)
      json.key("active")
      json.bool(status.isActive)
      json.key("error")
      json.number(status.error)
      json.key("binding")
      json.bool(status.isBinding)
      json.endObject()
    }
    json.endArray()
    if let findings = report.log, let log = script.conflictLog { writeLog(log, findings, &json) }
    json.endObject()
  }

  /// `anchors.log` of a console log (`ScriptDocument.conflictLog`): every constraint it prints by address, the minimal
  /// conflicting set, the one UIKit breaks (`null` when nothing conflicts), and whether that
  /// was predicted, resolves the conflict, and whether the log's list is minimal.
  private func writeLog<Output>(_ log: ConflictLog, _ findings: ConflictLogFindings, _ json: inout JSONWriter<Output>) {
    json.key("log")
    json.beginObject()
    json.key("constraints")
    json.beginArray()
    for entry in log.entries {
      json.beginObject()
      json.key("address")
      json.string(entry.address)
      json.key("text")
      json.string(entry.text)
      json.key("origin")
      json.string(entry.origin.rawValue)
      json.endObject()
    }
    json.endArray()
    json.key("unsatisfiable")
    json.beginArray()
    for entry in findings.minimalSet { json.string(log.entries[entry].address) }
    json.endArray()
    json.key("broken")
    if let broken = findings.broken { json.string(log.entries[broken].address) } else { json.null() }
    json.key("predicted")
    json.bool(findings.isPredicted)
    json.key("recoveryResolves")
    json.bool(findings.recoveryResolves)
    json.key("listIsMinimal")
    json.bool(findings.beyondMinimal.isEmpty && !findings.isUIKitsList)
    json.key("minimalSetFound")
    json.bool(!findings.isUIKitsList)
    json.key("setIsMinimal")
    json.bool(findings.isMinimal && !findings.isUIKitsList)
    json.endObject()
  }

  private func writeCanvas<Output>(_ json: inout JSONWriter<Output>) {
    let canvas = result.canvas
    json.beginObject()
    json.key("width")
    json.number(canvas.width)
    json.key("height")
    json.number(canvas.height)
    json.key("mode")
    json.string(canvas.mode.rawValue)
    json.key("scale")
    json.number(canvas.scale)
    json.key("direction")
    json.string(canvas.direction.rawValue)
    if canvas.dynamicTypeSize != .large {
      json.key("dynamicTypeSize")
      json.string(canvas.dynamicTypeSize.name)
    }
    json.endObject()
  }

  private func writeNode<Output>(_ index: Int, _ json: inout JSONWriter<Output>) {
    let node = result.tree.nodes[index]
    json.beginObject()
    json.key("kind")
    json.string(kindName(node))
    if let id = node.viewID, id < script.views.count {
      json.key("name")
      json.string(script.views[id].name)
    }
    json.key("frame")
    Self.write(node.frame, &json)
    let children = result.tree.children(of: index)
    if !children.isEmpty {
      json.key("children")
      json.beginArray()
      for child in children { writeNode(child, &json) }
      json.endArray()
    }
    json.endObject()
  }

  private func kindName(_ node: ResultNode) -> String {
    if let id = node.viewID, id < script.views.count { return script.views[id].typeName }
    return node.kind.displayName
  }

  /// `[x, y, width, height]`, with no array made for the four numbers (a report writes a frame
  /// for every node).
  private static func write<Output>(_ rect: Rect, _ json: inout JSONWriter<Output>) {
    json.beginArray(numbers: true)
    json.number(rect.origin.x)
    json.number(rect.origin.y)
    json.number(rect.size.width)
    json.number(rect.size.height)
    json.endArray()
  }
}
