import LayoutCore

/// An app's own configuring helper, declared in another file: `Init(UILabel(frame: .zero)) {
/// $0.textAlignment = .center }`, `with(UIStackView()) { $0.axis = .vertical }` — a generic
/// function that hands its one argument to the closure and returns it (Swift's idiom of the
/// "Then" kind, written as a free function). Its body is unknown, but the shape of the call says
/// what it does: without it, the argument would be a placeholder box and what the closure sets
/// (a view's `translatesAutoresizingMaskIntoConstraints = false` among it) lost. A call, in UIKit
/// code, of a name nothing declares with one unlabelled value and a closure of at most one
/// parameter (trailing or not) is read so: the closure's statements run on the value as set-up
/// code does (one it cannot run a note, the rest going on), the value is the call's, and one note
/// per name says it is read from the call's shape.
extension Evaluator {
  /// True for the syntax of such a call, one unlabelled value and a closure: `configure(UILabel()) { … }`
  /// is the helper, even where a UIKit method of the name is ignored (`configure(…)`).
  static func hasConfiguringShape(_ call: CallSyntax) -> Bool {
    guard call.count == 2, call[call.startIndex].label == nil, !call[call.startIndex].isTrailingClosure,
          call[call.startIndex + 1].label == nil, case .closure = call[call.startIndex + 1].value else { return false }
    return true
  }

  /// The value `name(value) { … }` returns when it reads as a configuring helper; nil otherwise.
  func configuringHelper(_ name: String, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    guard isUIKitCode, arguments.items.count == 2, arguments.items[0].label == nil, !arguments.items[0].isTrailingClosure,
          arguments.items[1].label == nil, let (closure, captured) = arguments.items[1].value.closureAndScopes,
          closure.parameters.count <= 1 else { return nil }
    let value = arguments.items[0].value
    if case .closure = value { return nil }
    if uikit.pinningHelpers.insert(name).inserted {
      note("'\(name)' is the app's own helper, declared in another file: a call of it with a value and a closure is read as "
             + "configuring the value with the closure and returning it", at: arguments.location)
    }
    let saved = scopes
    if let captured { scopes = captured }
    defer { scopes = saved }
    scopes.append([closure.parameters.first ?? "$0": Variable(value: value, isVariable: false)])
    try enterCall("closure", at: closure.location, hint: "a closure calls itself without end")
    defer { leaveCall() }
    try runSetUp("'\(name)(_:_:)'", closure.body)
    return value
  }
}
