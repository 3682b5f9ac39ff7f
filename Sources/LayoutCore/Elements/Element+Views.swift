extension Element {
  /// The tree with every view replaced by what `transform` makes of it, given the view's id and
  /// its element (the plain leaf, or the leaf with `resizable` or `expand`); containers,
  /// spacers and modifiers (their layers too) are kept. How a REPL wraps a named view in a
  /// modifier without touching the script.
  public func mappingViews(_ transform: (_ id: Int, _ element: Element) -> Element) -> Element {
    func map(_ children: [Element]) -> [Element] { children.map { $0.mappingViews(transform) } }
    switch self {
    case .leaf(let view), .resizable(let view, _, _), .expand(let view, _):
      return transform(view.id, self)
    case .stack(var stack):
      stack.children = map(stack.children)
      return .stack(stack)
    case .zStack(var zStack):
      zStack.children = map(zStack.children)
      return .zStack(zStack)
    case .flow(var flow):
      flow.children = map(flow.children)
      return .flow(flow)
    case .grid(var grid):
      grid.rows = grid.rows.map { GridRow(alignment: $0.alignment, children: map($0.children)) }
      return .grid(grid)
    case .spacer, .empty:
      return self
    case let .swiftUI(container, children):
      return .swiftUI(container, map(children))
    case .modified(let child, .layer(let layer, let placement, let alignment)):
      return .modified(child.mappingViews(transform), .layer(layer.mappingViews(transform), placement, alignment))
    case .modified(let child, let modifier):
      return .modified(child.mappingViews(transform), modifier)
    case .hosted(var hosted):
      hosted.body = hosted.body?.mappingViews(transform)
      return transform(hosted.view.id, .hosted(hosted))
    }
  }
}
