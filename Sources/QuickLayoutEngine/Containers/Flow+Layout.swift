import LayoutCore

extension Flow {
  var kind: NodeKind { axis == .horizontal ? .hFlow : .vFlow }

  /// Lays out the flow: every item is proposed the whole proposal, items fill lines along
  /// the main axis, lines stack across it; in RTL an HFlow's items and a VFlow's lines run
  /// from the right.
  func layout(_ proposal: Size, _ context: LayoutContext) -> LayoutNode {
    guard !children.isEmpty else { return .empty(kind) }
    if children.count == 1 {
      return .wrapping(children[0].layout(proposal, context.proposing(.singleChild, toChild: 0)), kind: kind)
    }
    let items = children.indices.map { children[$0].layout(proposal, context.proposing(.flowItem, toChild: $0)) }
    let rightToLeft = context.direction == .rightToLeft
    let lines = splitIntoLines(items, length: proposal.main(axis)).map {
      layoutLine($0, reversed: rightToLeft && axis == .horizontal, context)
    }
    let lineGuides = lines.map { lineAlignment.defaultValue(in: ViewDimensions($0.dimensions, direction: context.direction)) }
    let longest = lineGuides.reduce(0, max)
    let order = rightToLeft && axis == .vertical ? Array(lines.indices.reversed()) : Array(lines.indices)
    var offset = 0.0
    var placed: [PlacedNode] = []
    for index in order {
      let position = Point(main: longest - lineGuides[index], cross: offset, axis: axis)
      offset += lines[index].size.cross(axis) + lineSpacing
      placed.append(PlacedNode(lines[index], at: context.grid.position(position)))
    }
    if rightToLeft && axis == .vertical { placed.reverse() }
    let bounds = placed.reduce(Rect.zero) { $0.union(Rect(origin: $1.position, size: $1.node.size)) }
    return LayoutNode(kind: kind, size: bounds.size, children: placed, guides: .averaged(from: placed.lazy.map { ($0.node.dimensions, $0.position) }, direction: context.direction))
  }

  /// Greedy line breaking: an item joins the line while it fits (with 0.001 of slack). As in
  /// the engine the conformance cases come from, an item too long even for an empty line
  /// closes that empty line first, so a flow can start with an empty line (and its spacing).
  private func splitIntoLines(_ items: [LayoutNode], length: Double) -> [[LayoutNode]] {
    var lines: [[LayoutNode]] = []
    var line: [LayoutNode] = []
    var used = 0.0
    for item in items {
      let itemLength = item.size.main(axis)
      if length - used + 0.001 >= itemLength {
        line.append(item)
        used += itemLength + itemSpacing
      } else {
        lines.append(line)
        line = [item]
        used = itemLength + itemSpacing
      }
    }
    lines.append(line)
    return lines
  }

  /// One line: items side by side along the main axis, aligned across it by their default
  /// item-alignment values (explicit guides are not consulted, as in QuickLayout). The
  /// line's size is the union of its items, not rounded.
  private func layoutLine(_ items: [LayoutNode], reversed: Bool, _ context: LayoutContext) -> LayoutNode {
    let guides = items.map { itemAlignment.defaultValue(in: ViewDimensions($0.dimensions, direction: context.direction)) }
    let longest = guides.reduce(0, max)
    let order = reversed ? Array(items.indices.reversed()) : Array(items.indices)
    var offset = 0.0
    var placed: [PlacedNode] = []
    for index in order {
      let position = Point(main: offset, cross: longest - guides[index], axis: axis)
      offset += items[index].size.main(axis) + itemSpacing
      placed.append(PlacedNode(items[index], at: context.grid.position(position)))
    }
    if reversed { placed.reverse() }
    let bounds = placed.reduce(Rect.zero) { $0.union(Rect(origin: $1.position, size: $1.node.size)) }
    return LayoutNode(kind: .flowLine, size: bounds.size, children: placed, guides: .averaged(from: placed.lazy.map { ($0.node.dimensions, $0.position) }, direction: context.direction))
  }
}
