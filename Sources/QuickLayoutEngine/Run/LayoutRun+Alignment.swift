import LayoutCore

extension LayoutRun {
  /// The value of `alignment` for node `node` as last laid out, its explicit guides included.
  func value(_ alignment: AlignmentRef, of node: Int, _ direction: LayoutDirection) -> Double {
    guard let nodeGuides = guides.guides(of: node) else { return tree.alignments.value(alignment, in: sizes[node], direction) }
    return ElementDimensions(sizes[node], guides: nodeGuides).value(of: tree.alignments[alignment], in: direction)
  }

  /// The dimensions of node `node`: its size and guides.
  func dimensions(of node: Int) -> ElementDimensions {
    ElementDimensions(sizes[node], guides: guides.guides(of: node) ?? .none)
  }

  /// Where `alignment` puts `child` in a rectangle of `size`, rounded to the pixel grid, as
  /// frames and layers align their content.
  func aligned(_ child: Int, in size: Size, _ alignment: AlignmentPair, _ direction: LayoutDirection) -> Point {
    let x = tree.alignments.value(alignment.horizontal, in: size, direction) - value(alignment.horizontal, of: child, direction)
    let y = tree.alignments.value(alignment.vertical, in: size, direction) - value(alignment.vertical, of: child, direction)
    return grid.position(Point(x: x, y: y))
  }

  /// Where `applyFrame(bounds, alignment:)` puts node `node`, laid out in `bounds`: its guides of
  /// `alignment` on the bounds' own, rounded to the pixel grid; at 0 on an infinite side.
  func origin(of node: Int, appliedIn bounds: Size, _ alignment: Alignment, _ direction: LayoutDirection) -> Point {
    let laidOut = dimensions(of: node), frame = ElementDimensions(bounds)
    func offset(_ id: AlignmentID) -> Double { grid.position(frame.value(of: id, in: direction) - laidOut.value(of: id, in: direction)) }
    return Point(x: bounds.width.isInfinite ? 0 : offset(alignment.horizontal.id),
                 y: bounds.height.isInfinite ? 0 : offset(alignment.vertical.id))
  }

  /// Gives `node` the guides of its single child placed at `position`, when it has any.
  mutating func passGuidesUp(from child: Int, at position: Point, to node: Int) {
    guard tree.hasGuides, let childGuides = guides.guides(of: child) else { return }
    guides.set(node, .passedUp(from: ElementDimensions(sizes[child], guides: childGuides), at: position))
  }

  /// Gives `node` the averaged custom guides of its placed children, `tree.children[range]`.
  mutating func averageGuides(ofChildren range: Range<Int>, to node: Int, _ direction: LayoutDirection) {
    guard tree.hasGuides else { return }
    guides.set(node, averagedGuides(ofChildren: range, direction))
  }

  /// The averaged custom guides of the placed children `tree.children[range]`.
  func averagedGuides(ofChildren range: Range<Int>, _ direction: LayoutDirection) -> AlignmentGuides {
    var placed: [(dimensions: ElementDimensions, position: Point)] = []
    for position in range {
      let child = tree.children[position]
      if let childGuides = guides.guides(of: child) {
        placed.append((ElementDimensions(sizes[child], guides: childGuides), positions[child]))
      }
    }
    return placed.isEmpty ? .none : .averaged(from: placed, direction: direction)
  }

  /// The default value of `alignment` for node `node` (explicit guides are not consulted), as
  /// `AlignmentID.defaultValue(in:)` gives it: not sanitised.
  func defaultValue(_ alignment: AlignmentRef, of node: Int, _ direction: LayoutDirection) -> Double {
    tree.alignments.builtInValue(alignment, in: sizes[node], direction)
      ?? tree.alignments.defaultValue(alignment, in: dimensions(of: node), direction)
  }
}
