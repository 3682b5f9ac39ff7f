import LayoutCore

/// Values becoming layout elements: counted against the limits, groups and arrays of views
/// spliced into children lists, lazy views built when placed, a bad child reported and dropped.
extension Evaluator {
  /// Counts one more element against the limit.
  func countElement(at location: SourceLocation) throws(Diagnostic) {
    budget.elementCount += 1
    if budget.elementCount > limits.elementCount {
      throw fatal(Diagnostic("element count limit of \(limits.elementCount) exceeded", at: location,
                             hint: "the layout creates too many views and elements"))
    }
  }

  /// A built element of nesting `depth`, counted and checked against the limits.
  func built(_ element: Element, depth: Int, at location: SourceLocation) throws(Diagnostic) -> Value {
    try countElement(at: location)
    if depth > limits.nestingDepth * 2 {
      throw fatal(Diagnostic("layout nesting depth limit of \(limits.nestingDepth * 2) exceeded", at: location,
                             hint: "the element tree is nested too deeply"))
    }
    return .layout(element, depth: depth)
  }

  /// The one element a value stands for, where a single layout is needed.
  func element(_ child: Child, for purpose: String) throws(Diagnostic) -> (element: Element, depth: Int) {
    switch child.value {
    case .view(let id):
      if let hosted = try hostedElement(id, at: child.location) { return hosted }
      return (.leaf(leafView(id, at: child.location)), 1)
    case .layout(let element, let depth):
      return (element, depth)
    case .group(let children, .builder):
      return try builderElement(children, at: child.location)
    case .group(let children, .section):
      // A Section alone: its header, rows and footer one above the other.
      let parts = try elements(children)
      return (.stack(Stack(axis: .vertical, alignment: HorizontalAlignment.center.id, children: parts.list)), parts.depth + 1)
    case .array(let items) where child.value.involvesViews:
      return try builderElement(items.map { Child(value: $0, location: child.location) }, at: child.location)
    case .lazyView(let id):
      // A view its own LazyView makes again (`struct Row: View { var body: some View { LazyView { Row() } } }`)
      // nests here, each load a call of its own: the recursion limit ends it (it ran out of the stack).
      try enterCall("LazyView", at: child.location, hint: "a LazyView's view may be making a LazyView of itself")
      defer { leaveCall() }
      return try element(Child(value: try loadLazyView(id, at: child.location), location: child.location), for: purpose)
    case .group(_, .spacerMinLength):
      throw Diagnostic("Spacer(minLength:) is two spacers and can only be a child of a container", at: child.location,
                       hint: "use it directly in an HStack or VStack, or use Spacer() or Spacer(n) here")
    case .gridRow:
      throw Diagnostic("a GridRow can only be a child of a Grid", at: child.location)
    case .void where semanticsChoice.swiftUIMark == "View":
      // A view builder that built nothing in a SwiftUI view's file (`footer: { #if os(macOS) … #endif }`,
      // an optional header closure of another file's type): an empty view, as SwiftUI's `EmptyView`.
      return (.empty, 1)
    default:
      if let widget = try widgetView(child.value, at: child.location) {
        // A widget (`MyWidget()` in its `#Preview(as:)`): the entry view its configuration makes.
        return try element(Child(value: widget, location: child.location), for: purpose)
      }
      if let view = try libraryProtocolView(child.value, at: child.location) {
        // `MoviesHomeGridMoviesRow(movies: [])` of SwiftUIFlux's `ConnectedView`: its `body(props:)`.
        return try element(Child(value: view, location: child.location), for: purpose)
      }
      throw Diagnostic("\(purpose) must be a layout, not \(child.value.typeDescription)", at: child.location,
                       hint: child.value.isString ? "show text with a label: UILabel(text: …)" : nil)
    }
  }

  /// What a layout builder makes of `children`: nothing, the one element, or a ZStack of them.
  func builderElement(_ children: [Child], at location: SourceLocation) throws(Diagnostic) -> (element: Element, depth: Int) {
    let elements = try self.elements(children)
    switch elements.list.count {
    case 0: return (.empty, 1)
    case 1: return (elements.list[0], elements.depth)
    default: return (.zStack(ZStack(alignment: .center, children: elements.list)), elements.depth + 1)
    }
  }

  /// The elements of a children list, groups and arrays of views spliced in, with the deepest
  /// child's depth. A child that is not a layout is reported and dropped.
  func elements(_ children: [Child]) throws(Diagnostic) -> (list: [Element], depth: Int) {
    var list: [Element] = []
    var depth = 0
    for child in children {
      let members: [Child]?
      switch child.value {
      case .group(let group, _): members = group
      case .array(let items) where child.value.involvesViews: members = items.map { Child(value: $0, location: child.location) }
      case .void where semanticsChoice.swiftUIMark == "View": members = []  // a builder that built nothing (`element(_:for:)`)
      default: members = nil
      }
      if let members {
        let inner = try elements(members)
        list += inner.list
        depth = max(depth, inner.depth)
        continue
      }
      do throws(Diagnostic) {
        let (element, childDepth) = try element(child, for: "a child")
        list.append(element)
        depth = max(depth, childDepth)
      } catch {
        try recover(error)
      }
    }
    return (list, depth)
  }

  /// The leaf of view `id` as it is now, placed at `location`; a `let` view placed twice is a warning.
  func leafView(_ id: Int, at location: SourceLocation) -> LeafView {
    if viewTable.states[id].placements < 2 {
      viewTable.states[id].placements += 1
      if viewTable.states[id].placements == 2, viewTable.states[id].isLet {
        let name = viewTable.views[id].name
        warnings.append(Diagnostic("'\(name)' is placed more than once; the last frame wins", at: location,
                                   hint: "a view is one object: create another view to show it twice", severity: .warning))
      }
    }
    return LeafView(id: id, kind: viewTable.views[id].kind)
  }

  /// The children of a container's trailing closure `{ … }`.
  func layoutBlock(_ arguments: Arguments) throws(Diagnostic) -> [Child] {
    guard let argument = arguments.trailingClosure ?? arguments["content"] else { return [] }
    guard case .closure(let closure) = argument.value else { throw mismatch(argument, "a layout block { … }") }
    guard closure.parameters.isEmpty else {
      throw Diagnostic("the content of '\(arguments.callee)' takes no parameters", at: closure.location)
    }
    var children: [Child] = []
    try executeBlock(closure.body, into: &children)
    return children
  }
}
