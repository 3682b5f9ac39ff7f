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
  /// when it declares none that fits. A text or number given to a parameter of a function type
  /// does not fit it (`init(primaryTitle: () -> Text, …)` is not the overload `primaryTitle: "Go"` calls),
  /// nor a closure one of an array or plain value (`init(areas: [Area])` is not the one `{ … }` calls).
  func fittingInitializer(of view: FunctionDeclaration, _ arguments: Arguments) throws(Diagnostic)
    -> (initializer: FunctionDeclaration, parameters: [String: Variable])? {
    for initializer in view.initializers {
      do throws(Diagnostic) {
        let parameters = try bind(initializer, arguments)
        let mismatched = initializer.parameters.contains { parameter in
          guard let type = parameter.type, let value = parameters[parameter.name]?.value else { return false }
          switch value {
          case .string, .number, .bool: return type.contains("->")
          case .closure, .boundClosure: return !type.contains("->") && (type.hasPrefix("[") || Self.plainValueTypes.contains(type))
          default: return false
          }
        }
        if !mismatched { return (initializer, parameters) }
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
    let before = scopes[properties]
    let ranAll: Bool
    do throws(Diagnostic) {
      ranAll = try runSetUp("'\(view.name).init(\(labels))'", initializer.body)
    } catch {
      initializedView = outer
      throw error
    }
    var assigned = initializedView?.assigned ?? []
    if !ranAll {
      // An initializer that could not run a statement may leave a property it was building
      // empty (`var text = AttributedString()` then a loop over matches it cannot compute): such
      // a property keeps the value it had, its argument or placeholder, rather than draw as nothing.
      for name in assigned where scopes[properties][name]?.value.isEmptyCollection == true && before[name]?.value.isEmptyCollection == false {
        scopes[properties][name] = before[name]
        assigned.remove(name)
      }
    }
    // A property the initializer (or one it delegates to) set took no placeholder: the note names
    // none of them (a parameter of the initializer given one, `updates ([Info], of init(updates:))`, stays).
    initializedView = outer
    initializedView?.assigned.formUnion(assigned)
    placeholderValues.removeAll { entry in !entry.contains(", of init(") && assigned.contains { entry.hasPrefix("\($0) (") } }
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
    if scopes[initialized.properties][name] != nil { return name }
    // `self._image = .init(initialValue: image)`: the wrapper's storage of `image`, set to its value.
    let wrapped = String(name.dropFirst())
    return name.count > 1 && name.hasPrefix("_") && scopes[initialized.properties][wrapped] != nil ? wrapped : nil
  }
}

extension Value {
  /// True for an empty string or array: what a value being built holds before it is filled.
  var isEmptyCollection: Bool {
    switch self {
    case .string(let text): return text.isEmpty
    case .array(let items): return items.isEmpty
    default: return false
    }
  }
}
