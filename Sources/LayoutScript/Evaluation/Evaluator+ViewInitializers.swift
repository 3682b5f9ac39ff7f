import LayoutCore

/// A view struct's own initializers, run as Swift runs them when the view is made. The call's
/// arguments are first given to the properties of their names (and the rest their defaults or
/// placeholders, `runView`); then the first initializer the arguments fit runs with its
/// parameters in a scope of their own, so `self.title = Text(title)` makes the property the view
/// its parameter builds, `_count = State(initialValue: start)` gives the wrapper's property its
/// value, and `self.init(…)` runs the initializer it delegates to. A statement it cannot run is a
/// note, as a pasted class's set-up code's is, and the view is laid out with what was set.
extension Evaluator {
  /// The view whose initializer runs, and the scope of its properties.
  struct InitializedView {
    var view: FunctionDeclaration
    var properties: Int
    /// The properties the initializer set so far.
    var assigned: Set<String> = []
  }

  /// The first of `view`'s initializers that `arguments` fit, with its parameters bound; nil
  /// when it declares none that fits.
  func fittingInitializer(of view: FunctionDeclaration, _ arguments: Arguments) throws(Diagnostic)
    -> (initializer: FunctionDeclaration, parameters: [String: Variable])? {
    for initializer in view.initializers {
      do throws(Diagnostic) {
        return (initializer, try bind(initializer, arguments))
      } catch {
        if stopped { throw error }
      }
    }
    return nil
  }

  /// Runs `initializer` of `view` with its `parameters`, the view's properties in scope `properties`.
  func runInitializer(_ initializer: FunctionDeclaration, _ parameters: [String: Variable], of view: FunctionDeclaration,
                      properties: Int, at location: SourceLocation) throws(Diagnostic) {
    try enterCall("\(view.name).init", at: location, hint: "'\(view.name).init' delegates to itself without end")
    defer { leaveCall() }
    let outer = initializedView
    initializedView = InitializedView(view: view, properties: properties)
    scopes.append(parameters)
    defer { scopes.removeLast() }
    let labels = initializer.parameters.map { "\($0.label ?? "_"):" }.joined()
    do throws(Diagnostic) {
      try runSetUp("'\(view.name).init(\(labels))'", initializer.body)
    } catch {
      initializedView = outer
      throw error
    }
    // A property the initializer (or one it delegates to) set took no placeholder: the note names none of them.
    let assigned = initializedView?.assigned ?? []
    initializedView = outer
    initializedView?.assigned.formUnion(assigned)
    placeholderValues.removeAll { entry in assigned.contains { entry.hasPrefix("\($0) (") } }
  }

  /// The property `self.name = …` or `_name = …` sets in a view's initializer; nil for any other
  /// target (a parameter's, a local's, a property of another value's) or outside one.
  func initializedProperty(_ target: Expression) -> String? {
    guard let initialized = initializedView, initialized.properties < scopes.count else { return nil }
    let name: String
    switch target {
    case .member(.name("self", _), let property, _): name = property
    case .name(let written, _) where written.count > 1 && written.hasPrefix("_"): name = String(written.dropFirst())
    default: return nil
    }
    return scopes[initialized.properties][name] != nil ? name : nil
  }
}
