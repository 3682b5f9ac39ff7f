import LayoutCore

/// The navigation bar a NavigationStack shows above its root view: its title and how it is shown.
struct NavigationBarModel: Sendable {
  var title: String?
  /// `.navigationBarTitleDisplayMode(.inline)`; `.large` and `.automatic` show a root view's title large.
  var isInline = false
  /// `.toolbar(.hidden)`, `.navigationBarHidden(true)`.
  var isHidden = false
}

/// SwiftUI's navigation containers as an iPhone shows them (compact width): NavigationStack,
/// NavigationView and NavigationSplitView (collapsed to one column, its sidebar shown), TabView.
/// The metrics (README, "Real app code"):
/// - a navigation bar is 44 pt tall (Apple HIG "Navigation bars"; UINavigationBar's default
///   height, Apple Design Resources iOS UI kit); a large title adds a 52-pt row below it, 96 pt
///   in all (the iOS UI kit's large-title navigation bar), its title 34 pt (HIG Typography,
///   Large Title at the Large size) 16 pt from the leading edge (the layout margin);
/// - an inline title is centred in the bar at 17 pt (Headline);
/// - a tab bar is 49 pt tall (HIG "Tab bars"; UITabBar's height on iPhone in portrait), above
///   the home-indicator safe area the canvas's safe area adds;
/// - the root view takes the rest of the height and is centred in it, as SwiftUI does.
extension SwiftUIDialect {
  static let navigation: [String: BuiltinFunction] = [
    "NavigationStack": BuiltinFunction(labels: ["path", "root", "content", "{}"]) { e, a throws(Diagnostic) in try e.navigationStack(a) },
    "NavigationView": BuiltinFunction(labels: ["content", "{}"]) { e, a throws(Diagnostic) in try e.navigationStack(a) },
    "NavigationSplitView": BuiltinFunction(labels: ["columnVisibility", "preferredCompactColumn", "sidebar", "content", "detail", "{}"]) {
      e, a throws(Diagnostic) in try e.navigationStack(a)
    },
    "TabView": BuiltinFunction(labels: ["selection", "content", "{}"]) { e, a throws(Diagnostic) in try e.tabView(a) },
    // iOS 18's `Tab("Home", systemImage: "house") { … }`: its content, the bar showing its title.
    "Tab": BuiltinFunction(labels: ["_", "systemImage", "image", "value", "role", "content", "{}"]) { e, a throws(Diagnostic) in
      .group(try e.layoutBlock(a), .builder)
    },
  ]

  /// Navigation modifiers: the title and its display mode go to the enclosing NavigationStack's bar.
  static let navigationModifiers: [String: ModifierEntry] = [
    "navigationTitle": ModifierEntry(labels: ["_"]) { e, base, a throws(Diagnostic) in
      if let title = a.positional(0).flatMap({ e.titleText($0.value) }), !e.navigationBars.isEmpty,
         e.navigationBars[e.navigationBars.count - 1].title == nil {
        e.navigationBars[e.navigationBars.count - 1].title = title
      }
      return base.value
    },
    "navigationBarTitleDisplayMode": ModifierEntry(labels: ["_"]) { e, base, a throws(Diagnostic) in
      if case .member(let mode)? = a.positional(0)?.value, !e.navigationBars.isEmpty { e.navigationBars[e.navigationBars.count - 1].isInline = mode == "inline" }
      return base.value
    },
    // `.lineLimit(n)` on a container: SwiftUI's environment, so every Text inside that sets no
    // limit of its own takes it (on a Text, the view's own property).
    "lineLimit": ModifierEntry(labels: ["_", "reservesSpace"]) { e, base, a throws(Diagnostic) in
      let lines = try e.integer(a.positional(0), default: 0)
      guard case .layout(let element, let depth) = base.value else { return base.value }
      return .layout(e.environmentLineLimit(max(lines, 0), in: element), depth: depth)
    },
    "navigationBarHidden": ModifierEntry(labels: ["_"]) { e, base, a throws(Diagnostic) in
      if case .bool(let hidden)? = a.positional(0)?.value, !e.navigationBars.isEmpty { e.navigationBars[e.navigationBars.count - 1].isHidden = hidden }
      return base.value
    },
  ]
}

extension Evaluator {
  /// The height of a navigation bar, of a large title's row, of a tab bar (see `SwiftUIDialect.navigation`).
  static let navigationBarHeight = 44.0, largeTitleHeight = 52.0, tabBarHeight = 49.0

  /// A NavigationStack: the bar (title large or inline) above the root view, which fills the rest.
  func navigationStack(_ arguments: Arguments) throws(Diagnostic) -> Value {
    navigationBars.append(NavigationBarModel())
    let content: [Child]
    do {
      // A NavigationSplitView on an iPhone shows its sidebar first.
      if let sidebar = arguments.closure("sidebar") ?? arguments.trailingClosure ?? arguments["content"] ?? arguments.closure("root") {
        content = try run(closureArgument: sidebar, of: arguments.callee)
      } else {
        content = []
      }
    } catch {
      navigationBars.removeLast()
      throw error
    }
    let bar = navigationBars.removeLast()
    let root = try builderElement(content, at: arguments.location)
    let filled = Element.modified(root.element, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)))
    guard !bar.isHidden else { return try built(filled, depth: root.depth + 1, at: arguments.location) }
    let barElement = try navigationBarElement(bar, at: arguments.location)
    return try built(.stack(Stack(axis: .vertical, alignment: HorizontalAlignment.leading.id, spacing: 0, children: [barElement, filled])),
                     depth: root.depth + 4, at: arguments.location)
  }

  /// The bar: 44 pt, its inline title centred in it, or a large title's 52-pt row below it.
  private func navigationBarElement(_ bar: NavigationBarModel, at location: SourceLocation) throws(Diagnostic) -> Element {
    try countElement(at: location)
    let strip = Element.leaf(leafView(viewTable.addView(typeName: "NavigationBar", kind: .horizontallyExpandable(height: Self.navigationBarHeight),
                                                        at: location), at: location))
    guard let title = bar.title, !title.isEmpty else { return strip }
    try countElement(at: location)
    let font = bar.isInline ? 17.0 : 34.0
    let text = Element.leaf(leafView(viewTable.addView(typeName: "Text", kind: .label(text: LabelText(title), lines: 1, font: font), at: location),
                                     at: location))
    if bar.isInline { return .zStack(ZStack(alignment: .center, children: [strip, text])) }
    let row = Element.modified(.modified(text, .padding(EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), followsDirection: true)),
                               .flexibleFrame(FlexibleFrame(maxWidth: .infinity, minHeight: Self.largeTitleHeight, maxHeight: Self.largeTitleHeight,
                                                            alignment: Alignment(horizontal: .leading, vertical: .center))))
    return .stack(Stack(axis: .vertical, alignment: HorizontalAlignment.leading.id, spacing: 0, children: [strip, row]))
  }

  /// A TabView: its first tab's content above a 49-pt tab bar.
  func tabView(_ arguments: Arguments) throws(Diagnostic) -> Value {
    let tabs = try elements(try layoutBlock(arguments))
    try countElement(at: arguments.location)
    let barID = viewTable.addView(typeName: "TabBar", kind: .horizontallyExpandable(height: Self.tabBarHeight), at: arguments.location)
    let first = tabs.list.first ?? .empty
    let filled = Element.modified(first, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)))
    if tabs.list.count > 1 { note("a TabView shows its first tab; the others are built, not shown", at: arguments.location) }
    return try built(.stack(Stack(axis: .vertical, alignment: HorizontalAlignment.center.id, spacing: 0,
                                  children: [filled, .leaf(leafView(barID, at: arguments.location))])),
                     depth: tabs.depth + 2, at: arguments.location)
  }

  /// A title's text: a string, or the text of a `Text(…)` (`.navigationTitle(Text("Reading"))`).
  func titleText(_ value: Value) -> String? {
    switch value {
    case .string(let text): return text
    case .view(let id):
      if case .label(let text, _, _) = viewTable.views[id].kind { return text.string }
      return nil
    default: return nil
    }
  }

  /// The children a closure argument builds (`label: { … }`, `sidebar: { … }`).
  func run(closureArgument argument: EvaluatedArgument, of callee: String) throws(Diagnostic) -> [Child] {
    switch argument.value {
    case .closure(let closure):
      var children: [Child] = []
      // A closure that returns its view (`return Text("A")`, or a property's placeholder closure
      // `var label: () -> Label` given as `label: label`) is the view it returns.
      if case .returned(let value) = try executeBlock(closure.body, into: &children), children.isEmpty {
        return [Child(value: value, location: argument.location)]
      }
      return children
    case .boundClosure:
      let value = try call(argument.value, named: callee, Arguments(items: [], callee: callee, location: argument.location))
      return [Child(value: value, location: argument.location)]
    default:
      return [Child(value: argument.value, location: argument.location)]
    }
  }
}

extension Evaluator {
  /// Every label in `element` with no line limit (0) takes `lines`.
  func environmentLineLimit(_ lines: Int, in element: Element) -> Element {
    element.mappingViews { id, leaf in
      guard case let .leaf(view) = leaf, case let .label(text, 0, font) = view.kind else { return leaf }
      let kind = LeafKind.label(text: text, lines: lines, font: font)
      if viewTable.views.indices.contains(id) { viewTable.views[id].kind = kind }
      return .leaf(LeafView(id: id, kind: kind))
    }
  }
}

extension SwiftUIDialect {
  /// `NavigationLink("Title") { Destination() }`, `NavigationLink(destination: …) { label }`,
  /// `NavigationLink(value:) { label }`: laid out as its label (a title is a button's), the
  /// destination built only when tapped, so not here. The Composable Architecture's
  /// `NavigationLink(state: Path.State.detail(…)) { label }` (its extension pushing a state onto a
  /// stack) is the same link.
  static let navigationLinks: [String: BuiltinFunction] = [
    "NavigationLink": BuiltinFunction(labels: ["_", "destination", "value", "state", "isActive", "tag", "selection", "label", "{}"]) {
      e, a throws(Diagnostic) in
      if let label = a.closure("label") ?? (a.positional(0) == nil ? a.trailingClosure : nil) {
        return .group(try e.run(closureArgument: label, of: "NavigationLink"), .builder)
      }
      return try e.titledControl(a, typeName: "NavigationLink")
    },
  ]

  /// The arguments of a call that are not evaluated, by callee: a link's `destination:` view is
  /// made when the link is tapped (and may be the view itself: `NavigationLink(destination:
  /// NavigationButtonPage())` in `NavigationButtonPage`'s body, a recursion without end if built).
  static let unbuiltArguments: [String: Set<String>] = ["NavigationLink": ["destination"]]
}
