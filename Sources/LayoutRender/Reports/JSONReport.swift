import LayoutEngine
import LayoutScript

/// The `render --format json` report (SPEC 3.1): canvas, body size, every view's frame and
/// measurement count, the node tree, and the diagnostics.
public struct JSONReport {
  public let script: EvaluatedScript
  public let result: LayoutResult

  public init(script: EvaluatedScript, result: LayoutResult) {
    self.script = script
    self.result = result
  }

  public var document: JSONValue {
    let canvas = result.canvas
    let placedViews = result.placedViews(of: script)
    return .object([
      ("canvas", .object([
        ("width", .number(canvas.width)), ("height", .number(canvas.height)),
        ("mode", .string(canvas.mode.rawValue)), ("scale", .number(canvas.scale)),
        ("direction", .string(canvas.direction.rawValue)),
      ])),
      ("semantics", .string(canvas.semantics.rawValue)),
      ("size", Self.numbers(result.size.width, result.size.height)),
      ("frames", .object(placedViews.map { ($0.name, Self.frame($0.frame)) })),
      ("measurements", .object(placedViews.map { ($0.name, .number(Double(result.log.measurements[$0.id]))) })),
      ("nodes", node(result.root, at: result.rootOrigin)),
      ("diagnostics", .array(script.warnings.map { .string("\($0.location): \($0.severity.rawValue): \($0.message)") })),
    ])
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
