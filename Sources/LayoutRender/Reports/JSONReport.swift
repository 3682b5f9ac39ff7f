import LayoutEngine
import LayoutScript

/// The `render --format json` report (SPEC 3.1): canvas, body size, every view's frame and
/// measurement count, the node tree, and the diagnostics.
public struct JSONReport {
  public let script: EvaluatedScript
  public let result: LayoutResult
  /// The constraints report of an anchors script, printed as `anchors`.
  public let constraints: ConstraintsReport?
  /// Every diagnostic to list (the script's warnings when nil).
  public let diagnostics: [Diagnostic]

  public init(script: EvaluatedScript, result: LayoutResult, constraints: ConstraintsReport? = nil,
              diagnostics: [Diagnostic]? = nil) {
    self.script = script
    self.result = result
    self.constraints = constraints
    self.diagnostics = diagnostics ?? script.warnings
  }

  /// The report of a script laid out by its engine.
  public init(script: EvaluatedScript, layout: ScriptLayout) {
    self.init(script: script, result: layout.result, constraints: layout.constraints, diagnostics: layout.warnings(of: script))
  }

  public var document: JSONValue {
    let canvas = result.canvas
    let placedViews = result.placedViews(of: script)
    var members: [(String, JSONValue)] = [
      ("canvas", .object([
        ("width", .number(canvas.width)), ("height", .number(canvas.height)),
        ("mode", .string(canvas.mode.rawValue)), ("scale", .number(canvas.scale)),
        ("direction", .string(canvas.direction.rawValue)),
      ])),
      ("size", Self.numbers(result.size.width, result.size.height)),
      ("frames", .object(placedViews.map { ($0.name, Self.frame($0.frame)) })),
      ("measurements", .object(placedViews.map { ($0.name, .number(Double(result.log.measurements[$0.id]))) })),
      ("nodes", node(result.root, at: result.rootOrigin)),
    ]
    if let constraints {
      members.append(("anchors", .object([
        ("constraints", .array(constraints.constraints.map { .string($0.text) })),
        ("ambiguous", .array(constraints.ambiguous.map { .string($0) })),
        ("unsatisfiable", .array(constraints.unsatisfiable.map { .string($0) })),
        ("status", .array(constraints.constraints.map(Self.status))),
      ])))
    }
    members.append(("diagnostics", .array(diagnostics.map { .string("\($0.location): \($0.severity.rawValue): \($0.message)") })))
    return .object(members)
  }

  private static func status(_ status: ConstraintStatus) -> JSONValue {
    .object([("constraint", .string(status.text)), ("active", .bool(status.isActive)),
             ("error", .number(status.error)), ("binding", .bool(status.isBinding))])
  }

  private func node(_ node: LayoutNode, at origin: Point) -> JSONValue {
    var members: [(String, JSONValue)] = [("kind", .string(kindName(node)))]
    if let id = node.viewID, id < script.views.count { members.append(("name", .string(script.views[id].name))) }
    members.append(("frame", Self.frame(Rect(origin: origin, size: node.size))))
    if !node.children.isEmpty {
      members.append(("children", .array(node.children.map { self.node($0.node, at: origin + $0.position) })))
    }
    return .object(members)
  }

  private func kindName(_ node: LayoutNode) -> String {
    if let id = node.viewID, id < script.views.count { return script.views[id].typeName }
    return node.kind.rawValue
  }

  private static func frame(_ rect: Rect) -> JSONValue {
    numbers(rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
  }

  private static func numbers(_ values: Double...) -> JSONValue { .array(values.map { .number($0) }) }
}
