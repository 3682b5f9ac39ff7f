import LayoutCore

/// A `LazyView { … }` of the script: its closure and the scopes it was written in, and what the
/// closure built once the layout placed it.
struct LazyViewRecord {
  var closure: Closure
  var scopes: [[String: Evaluator.Variable]]
  /// The `let`/`var` name, which the view it builds takes.
  var name: String?
  var loaded: Value?
  var isLoading = false
}

/// QuickLayout's `LazyView`: the closure runs the first time the layout places the view (an
/// untaken `if` branch never runs it), once; the view is the same object afterwards.
extension Evaluator {
  /// `LazyView { … }`.
  func lazyView(_ arguments: Arguments) throws(Diagnostic) -> Value {
    guard let argument = arguments.trailingClosure ?? arguments.positional(0), case .closure(let closure) = argument.value,
          closure.parameters.isEmpty else {
      throw Diagnostic("LazyView needs a closure that creates its view", at: arguments.location,
                       hint: "write LazyView { UIButton(title: \"Reply\") }")
    }
    lazyViews.append(LazyViewRecord(closure: closure, scopes: scopes))
    return .lazyView(lazyViews.count - 1)
  }

  /// The view of lazy view `id`, built now if it has not been yet.
  func loadLazyView(_ id: Int, at location: SourceLocation) throws(Diagnostic) -> Value {
    if let loaded = lazyViews[id].loaded { return loaded }
    guard !lazyViews[id].isLoading else { throw Diagnostic("a LazyView cannot contain itself", at: location) }
    lazyViews[id].isLoading = true
    defer { lazyViews[id].isLoading = false }
    let firstNewView = viewTable.views.count
    let record = lazyViews[id]
    let value = try invoke(record.closure, arguments: [], scopes: record.scopes, at: location)
    guard value.isLayoutLike else {
      throw Diagnostic("a LazyView must create a view, not \(value.typeDescription)", at: record.closure.location,
                       hint: "end its closure with the view, as in `LazyView { let b = UIButton(); …; return b }`")
    }
    if case .view(let view) = value, view >= firstNewView, !viewTable.states[view].hasExplicitName, let name = record.name {
      give(view, name: name)
      viewTable.states[view].isLet = true
    }
    lazyViews[id].loaded = value
    return value
  }

  /// `lazy.isLoaded` and `lazy.ifLoaded`.
  func lazyProperty(_ name: String, of id: Int, at location: SourceLocation) throws(Diagnostic) -> Value {
    switch name {
    case "isLoaded": return .bool(lazyViews[id].loaded != nil)
    case "ifLoaded": return lazyViews[id].loaded ?? .void
    default:
      throw Diagnostic("a LazyView has no member '\(name)'", at: location,
                       hint: didYouMean(name, among: ["isLoaded", "ifLoaded", "loadIfNeeded"]))
    }
  }
}
