extension Element {
  /// The element that `path` leads to from this one, as engines number an element's children
  /// in `NodeDetail.path`: a container's children in order (a grid's by row, then column); a
  /// modifier's child is 0 and an overlay's or background's layer 1. Nil when the path leads
  /// nowhere.
  public func element(at path: some Collection<Int>) -> Element? {
    guard let first = path.first else { return self }
    let rest = path.dropFirst()
    switch self {
    case .leaf, .spacer, .empty, .resizable, .expand:
      return nil
    case .stack(let stack):
      return stack.children.indices.contains(first) ? stack.children[first].element(at: rest) : nil
    case .zStack(let zStack):
      return zStack.children.indices.contains(first) ? zStack.children[first].element(at: rest) : nil
    case .swiftUI(_, let children):
      return children.indices.contains(first) ? children[first].element(at: rest) : nil
    case .flow(let flow):
      return flow.children.indices.contains(first) ? flow.children[first].element(at: rest) : nil
    case .grid(let grid):
      guard grid.rows.indices.contains(first), let column = rest.first,
            grid.rows[first].children.indices.contains(column) else { return nil }
      return grid.rows[first].children[column].element(at: rest.dropFirst())
    case .modified(_, .layer(let layer, _, _)) where first == 1:
      return layer.element(at: rest)
    case .modified(let child, _):
      return first == 0 ? child.element(at: rest) : nil
    case .hosted(let hosted):
      return first == 0 ? hosted.body?.element(at: rest) : nil
    }
  }
}
