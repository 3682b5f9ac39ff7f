import LayoutCore

/// SwiftUI's safe-area modifiers, as layout:
///
/// - `safeAreaInset(edge:alignment:spacing:content:)`: "the content view is anchored to the
///   specified edge in the parent view … The modified view is inset by the height of content"
///   (Apple's docs): the content and the view one after the other along the edge's axis, the
///   content first for `.top` and `.leading`, aligned by `alignment:`, `spacing:` apart (the
///   views' spacing preferences when nil, "the default amount of spacing");
/// - `safeAreaPadding(…)`: adds to the view's safe area what `padding(…)` adds around it, and the
///   content of a view lays out inside its safe area, so its layout is `padding`'s;
/// - `ignoresSafeArea(_:edges:)`: extends a view into the canvas's safe area (`Canvas.safeArea`)
///   on those edges where it reaches it (the SwiftUI engine's `IgnoresSafeAreaRule`); with the canvas's
///   zero safe area it changes nothing. The regions (`.container`, `.keyboard`) are accepted:
///   there is no keyboard here.
extension SwiftUIDialect {
  static let safeAreaModifiers: [String: ModifierEntry] = [
    "safeAreaInset": ModifierEntry(labels: ["edge", "alignment", "spacing", "content", "{}"]) { e, base, a throws(Diagnostic) in
      try e.safeAreaInset(base, a)
    },
    "ignoresSafeArea": ModifierEntry(labels: ["_", "edges"]) { e, base, a throws(Diagnostic) in
      let edges = try a["edges"].map { argument throws(Diagnostic) in try e.edges(argument) } ?? .all
      let target = try e.element(base, for: "the target of .ignoresSafeArea")
      return try e.built(.swiftUI(.ignoresSafeArea(edges), [target.element]), depth: target.depth + 1, at: a.location)
    },
    // The older spelling, `edgesIgnoringSafeArea(.all)`.
    "edgesIgnoringSafeArea": ModifierEntry(labels: ["_"]) { e, base, a throws(Diagnostic) in
      let edges = try e.edges(try e.required(a, 0, "the edges"))
      let target = try e.element(base, for: "the target of .edgesIgnoringSafeArea")
      return try e.built(.swiftUI(.ignoresSafeArea(edges), [target.element]), depth: target.depth + 1, at: a.location)
    },
    "safeAreaPadding": ModifierEntry(labels: ["_", "_"]) { e, base, a throws(Diagnostic) in
      let (insets, follows) = try e.paddingInsets(a)
      return try e.modified(base, .padding(insets, followsDirection: follows), a)
    },
  ]
}

extension Evaluator {
  /// `view.safeAreaInset(edge: .bottom) { bar }`: see `SwiftUIDialect.safeAreaModifiers`.
  func safeAreaInset(_ base: Child, _ arguments: Arguments) throws(Diagnostic) -> Value {
    let edges: [String: (axis: Axis, first: Bool)] = [
      "top": (.vertical, true), "bottom": (.vertical, false), "leading": (.horizontal, true), "trailing": (.horizontal, false),
    ]
    let edge = try choice(arguments["edge"], default: (axis: Axis.vertical, first: false), edges)
    let alignment = edge.axis == .vertical ? try horizontal(arguments["alignment"], default: .center).id
      : try vertical(arguments["alignment"], default: .center).id
    let content = try builderElement(try layoutBlock(arguments), at: arguments.location)
    let target = try element(base, for: "the target of .safeAreaInset")
    let children = edge.first ? [content.element, target.element] : [target.element, content.element]
    let stack = Stack(axis: edge.axis, alignment: alignment, spacing: try optionalNumber(arguments["spacing"]), children: children)
    return try built(.stack(stack), depth: max(content.depth, target.depth) + 1, at: arguments.location)
  }
}
