import LayoutCore

/// The Composable Architecture (pointfreeco/swift-composable-architecture) as its views and
/// previews use it (isowords, the library's case studies): a preview makes a store of a state,
/// `Store(initialState: Counter.State(count: 7)) { Counter() }`, and the view reads the state
/// through it (`store.count`, `if store.isLoading`, `store.scope(state: \.child, action: \.child)`).
/// The layout depends on the state alone, so the state stands for the store: what the view reads
/// of it is the state's, `scope` follows its key path into the state, and the reducer, the
/// actions a view sends and the effects are not run (they change the state later, as a tap
/// would). Said once, in a note. The library's view wrappers: `WithPerceptionTracking { … }` is
/// its content; `WithViewStore(store, observe: { $0 }) { viewStore in … }` its content given what
/// `observe` reads of the state (the state when not given); `IfLetStore(store.scope(…)) { child
/// in … } else: { … }` its first content given a state that is there, else its `else:` content.
enum ComposableArchitecture {
  /// The store types whose `initialState:` a preview gives.
  static let storeTypes: Set<String> = ["Store", "StoreOf", "TestStore"]

  static let functions: [String: BuiltinFunction] = [
    "WithPerceptionTracking": BuiltinFunction(labels: ["content", "{}"]) { e, a throws(Diagnostic) in .group(try e.layoutBlock(a), .builder) },
    "WithViewStore": BuiltinFunction(labels: ["_", "observe", "send", "removeDuplicates", "content", "{}"]) { e, a throws(Diagnostic) in
      try e.withViewStore(a)
    },
    "IfLetStore": BuiltinFunction(labels: ["_", "then", "else", "{}"]) { e, a throws(Diagnostic) in try e.ifLetStore(a) },
  ]
}

extension Evaluator {
  /// `Store(initialState: Feature.State(…)) { Feature() }` of a type the file does not declare:
  /// the state, with the note; nil for any other call.
  func composableStore(_ name: String, _ arguments: Arguments) -> Value? {
    guard ComposableArchitecture.storeTypes.contains(name), let state = arguments["initialState"] else { return nil }
    if !notedComposableStore {
      notedComposableStore = true
      note("a Composable Architecture store is drawn as its initial state: what the view reads of the store is the state's, "
             + "and its reducer, the actions sent and their effects are not run", at: arguments.location)
    }
    return state.value
  }

  /// `store.scope(state: \.destination?.alert, action: \.destination.alert)` of a store drawn as
  /// its state (`composableStore`): the part of the state the key path reads, nil (`.void`) where
  /// an optional on the way is; nil for any other call, or a path the state does not have.
  func composableScope(_ name: String, of base: Value, _ arguments: Arguments, at location: SourceLocation) -> Value? {
    guard name == "scope", notedComposableStore, case .structure = base, case .string(let path)? = arguments["state"]?.value else { return nil }
    var value = base
    for component in path.split(separator: ".") {
      if case .void = value { return .void }
      let property = String(component.filter { $0 != "?" && $0 != "!" })
      guard let next = try? member(property, of: value, at: location) else { return nil }
      value = next
    }
    return value
  }

  /// `WithViewStore(store, observe: { $0.title }) { viewStore in … }`: the content given what the
  /// closure reads of the store (the store itself when it reads nothing).
  func withViewStore(_ arguments: Arguments) throws(Diagnostic) -> Value {
    guard let content = arguments.trailingClosure ?? arguments["content"], case .closure(let closure) = content.value else {
      throw Diagnostic("WithViewStore needs its content as a closure", at: arguments.location, hint: "write WithViewStore(store, observe: { $0 }) { viewStore in … }")
    }
    var observed = arguments.positional(0)?.value ?? .void
    if let observe = arguments["observe"] {
      observed = try call(observe.value, named: "observe", Arguments(items: [
        EvaluatedArgument(label: nil, value: observed, isTrailingClosure: false, location: observe.location, callee: "observe"),
      ], callee: "observe", location: observe.location))
    }
    return try invoke(closure, arguments: closure.parameters.isEmpty ? [] : [observed], at: content.location)
  }

  /// `IfLetStore(store.scope(state: \.detail, action: \.detail)) { detailStore in … } else: { … }`.
  func ifLetStore(_ arguments: Arguments) throws(Diagnostic) -> Value {
    let state = arguments.positional(0)?.value ?? .void
    let isThere = if case .void = state { false } else { true }
    let chosen = isThere ? arguments["then"] ?? arguments.trailingClosure : arguments["else"]
    guard let chosen, case .closure(let closure) = chosen.value else { return .group([], .builder) }
    return try invoke(closure, arguments: closure.parameters.isEmpty || !isThere ? [] : [state], at: chosen.location)
  }
}
