import LayoutCore

/// What a custom layout's methods see at layout time, captured when the container is made.
struct ScriptLayoutContext: Sendable {
  var globals: [String: Value]
  var functions: [String: FunctionDeclaration]
  var structTypes: [String: StructDeclaration]
  var layoutValueKeys: [String: Expression]
  var alignments: AlignmentTable
  var limits: ScriptLimits
}

/// A custom layout of the script (`struct NAME: Layout`) with its property values: the rule
/// the engine runs, each of its calls running the struct's method of that name.
struct ScriptLayout: CustomLayoutRule {
  let declaration: LayoutDeclaration
  let instance: StructValue
  let context: ScriptLayoutContext

  /// `FlowLayout(spacing: 6)`: the type and its properties' values.
  var summary: String {
    "\(declaration.name)(" + instance.fields.map { "\($0.name ?? "_"): \($0.value.interpolated)" }.joined(separator: ", ") + ")"
  }

  func makeRun() -> any CustomLayoutRun { ScriptLayoutRun(self) }
}

/// One container's methods during one layout run: an evaluator of its own, whose globals are
/// the script's and the layout's properties, whose functions include the layout's methods, and
/// whose budget of steps and loop turns is the run's; the cache that `makeCache` made.
/// Every error ends the call and becomes the run's failure.
final class ScriptLayoutRun: CustomLayoutRun {
  private let layout: ScriptLayout
  private let evaluator: Evaluator
  /// The value `makeCache(subviews:)` made (nothing when the layout has none), once made.
  private var cache: Value?

  init(_ layout: ScriptLayout) {
    self.layout = layout
    let context = layout.context
    evaluator = Evaluator(limits: context.limits, alignments: context.alignments)
    var globals = context.globals
    for field in layout.instance.fields { if let name = field.name { globals[name] = field.value } }
    evaluator.scopes = [globals.mapValues { Evaluator.Variable(value: $0, isVariable: false) }]
    evaluator.declarations.functions = context.functions.merging(layout.declaration.methods.map { ($0.name, $0) }) { $1 }
    evaluator.declarations.structTypes = context.structTypes.merging(layout.declaration.nestedTypes.map { ($0.name, $0) }) { $1 }
    evaluator.declarations.layoutValueKeys = context.layoutValueKeys
    evaluator.stopped = true  // the first error ends the call
  }

  func sizeThatFits(_ proposal: ProposedSize, subviews: any CustomLayoutSubviews) throws(CustomLayoutFailure) -> Size {
    let (value, method) = try call("sizeThatFits", [("proposal", .proposal(proposal))], subviews)
    guard case .size(let size) = value else {
      throw Self.failure(Diagnostic("'sizeThatFits' must return a CGSize, not \(value.typeDescription)", at: method.location,
                                    hint: "return CGSize(width: …, height: …)"))
    }
    return size
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: any CustomLayoutSubviews) throws(CustomLayoutFailure) {
    _ = try call("placeSubviews", [("in", .rect(bounds)), ("proposal", .proposal(proposal))], subviews)
  }

  /// Runs the method `name` with `arguments`, the subviews and the cache (each given when the
  /// method declares its label): its result and its declaration.
  private func call(_ name: String, _ arguments: [(label: String, value: Value)],
                    _ subviews: any CustomLayoutSubviews) throws(CustomLayoutFailure) -> (Value, FunctionDeclaration) {
    let method = layout.declaration.methods.first { $0.name == name }!
    evaluator.layoutSubviews = subviews
    defer { evaluator.layoutSubviews = nil }
    let subviewsValue = Value.array((0..<subviews.count).map(Value.subview))
    do throws(Diagnostic) {
      var cache = self.cache ?? .void
      if self.cache == nil { cache = try makeCache(subviewsValue) }
      let given = arguments + [("subviews", subviewsValue), ("cache", cache)]
      let items = given.filter { argument in method.parameters.contains { $0.label == argument.label } }.map {
        EvaluatedArgument(label: $0.label, value: $0.value, isTrailingClosure: false, location: method.location, callee: name)
      }
      let outcome = try evaluator.run(method, Arguments(items: items, callee: name, location: method.location))
      let cacheName = method.parameters.first { $0.label == "cache" }?.name
      self.cache = cacheName.flatMap { outcome.parameters[$0]?.value } ?? cache
      return (outcome.value, method)
    } catch {
      throw Self.failure(error)
    }
  }

  /// The layout's `makeCache(subviews:)`, or nothing without one.
  private func makeCache(_ subviews: Value) throws(Diagnostic) -> Value {
    guard let method = layout.declaration.methods.first(where: { $0.name == "makeCache" }) else { return .void }
    let items = [EvaluatedArgument(label: "subviews", value: subviews, isTrailingClosure: false, location: method.location,
                                   callee: method.name)]
    let value = try evaluator.run(method, Arguments(items: items, callee: method.name, location: method.location)).value
    cache = value
    return value
  }

  /// A diagnostic as the engine carries it.
  private static func failure(_ diagnostic: Diagnostic) -> CustomLayoutFailure {
    CustomLayoutFailure(message: diagnostic.message, hint: diagnostic.hint, file: diagnostic.location.file,
                        line: diagnostic.location.line, column: diagnostic.location.column, length: diagnostic.location.length)
  }
}
