import LayoutCore

/// A class's `override func sizeThatFits(_ size: CGSize) -> CGSize` with the view's properties
/// as they were when the view was placed: the rule the engine runs for the view's size, its
/// `body` the view's body as the engine lays it out (`body.sizeThatFits(size)`).
struct ScriptViewSizing: ViewSizingRule {
  let className: String
  let method: FunctionDeclaration
  /// The class's members, which the override may call (`limited(size)`).
  let members: [String: FunctionDeclaration]
  let context: ScriptLayoutContext

  var summary: String { "\(className).sizeThatFits(_:)" }

  func makeRun() -> any ViewSizingRun { ScriptViewSizingRun(self) }
}

/// One view's `sizeThatFits` during one layout run: an evaluator of its own, whose globals are
/// the script's and the view's properties and `body`, and whose budget is the run's. Every
/// error ends the call and becomes the run's failure.
final class ScriptViewSizingRun: ViewSizingRun {
  private let sizing: ScriptViewSizing
  private let evaluator: Evaluator

  init(_ sizing: ScriptViewSizing) {
    self.sizing = sizing
    let context = sizing.context
    evaluator = Evaluator(limits: context.limits, alignments: context.alignments)
    var globals = context.globals
    globals["body"] = .subview(0)
    // `_QuickLayoutViewImplementation.sizeThatFits(self, size: s)`, the macro's own sizing, is the body's too.
    globals["_QuickLayoutViewImplementation"] = .subview(0)
    evaluator.scopes = [globals.mapValues { Evaluator.Variable(value: $0, isVariable: false) }]
    evaluator.declarations.functions = context.functions
    evaluator.declarations.structTypes = context.structTypes
    evaluator.declarations.typeMembers[sizing.className] = sizing.members
    evaluator.typeContext = [sizing.className]
    evaluator.stopped = true  // the first error ends the call
  }

  func sizeThatFits(_ proposal: Size, body: (Size) -> Size) throws(CustomLayoutFailure) -> Size {
    let method = sizing.method
    let answer: Result<Value, Diagnostic> = withoutActuallyEscaping(body) { body in
      evaluator.layoutSubviews = BodyProxy(body)
      defer { evaluator.layoutSubviews = nil }
      let argument = EvaluatedArgument(label: method.parameters.first?.label, value: .size(proposal), isTrailingClosure: false,
                                       location: method.location, callee: method.name)
      do throws(Diagnostic) {
        return .success(try evaluator.run(method, Arguments(items: [argument], callee: method.name, location: method.location)).value)
      } catch {
        return .failure(error)
      }
    }
    switch answer {
    case .success(.size(let size)):
      return size
    case .success(let value):
      throw Self.failure(Diagnostic("'sizeThatFits' must return a CGSize, not \(value.typeDescription)", at: method.location,
                                    hint: "return body.sizeThatFits(size), or CGSize(width: …, height: …)"))
    case .failure(let error):
      throw Self.failure(error)
    }
  }

  /// A diagnostic as the engine carries it.
  private static func failure(_ diagnostic: Diagnostic) -> CustomLayoutFailure {
    CustomLayoutFailure(message: diagnostic.message, hint: diagnostic.hint, file: diagnostic.location.file,
                        line: diagnostic.location.line, column: diagnostic.location.column, length: diagnostic.location.length)
  }
}

/// The view's body as the override's `body` sees it: one subview whose `sizeThatFits` lays
/// the body out through the engine (a side not proposed is infinite, as UIKit proposes it).
/// It is never placed (the view's `layoutSubviews` places its body) and has no spacing,
/// priority or layout values of its own.
private final class BodyProxy: CustomLayoutSubviews {
  private let body: (Size) -> Size

  init(_ body: @escaping (Size) -> Size) {
    self.body = body
  }

  var count: Int { 1 }

  func sizeThatFits(_ index: Int, _ proposal: ProposedSize) -> Size {
    body(Size(width: proposal.width ?? .infinity, height: proposal.height ?? .infinity))
  }

  func dimensions(_ index: Int, _ proposal: ProposedSize) -> ViewDimensions {
    ViewDimensions(ElementDimensions(sizeThatFits(index, proposal)), direction: .leftToRight)
  }

  func place(_ index: Int, at position: Point, anchor: UnitPoint, proposal: ProposedSize) {}

  func priority(_ index: Int) -> Double { 0 }

  func layoutValue(_ key: String, of index: Int) -> LayoutValue? { nil }

  func spacing(from index: Int, to next: Int, along axis: Axis) -> Double { 0 }
}
