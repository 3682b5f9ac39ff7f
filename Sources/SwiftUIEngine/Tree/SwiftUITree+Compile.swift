import LayoutCore

extension SwiftUITree {
  /// Adds `element` at `path` (nil when the run does not record details, which alone reads
  /// paths) and everything under it; returns its node (its spacing preferences are
  /// `spacings[node]` while the tree compiles). `orientation` is the axis of the nearest
  /// enclosing HStack or VStack (nil inside a ZStack or a GeometryReader, or at the root): a
  /// stack with one child is that child, and a stack without children an empty stack.
  mutating func add(_ element: Element, path: [Int]?, orientation: Axis?) -> Int {
    switch element {
    case .leaf(let view), .expand(let view, _):
      return addLeaf(view, resizable: (false, false), path: path)
    case .hosted(let hosted):
      return add(hosted.swiftUIEquivalent, path: path, orientation: orientation)
    case let .resizable(view, horizontal, vertical):
      return addLeaf(view, resizable: (horizontal, vertical), path: path)
    case .stack(let stack):
      return addStack(stack.children, axis: stack.axis, alignment: stack.alignment, spacing: stack.requestedSpacing, path: path)
    case .zStack(let zStack):
      return addZStack(zStack.children, alignment: zStack.alignment, path: path)
    case .flow(let flow):
      return addStack(flow.children, axis: flow.axis, alignment: flow.itemAlignment, spacing: flow.itemSpacing, path: path)
    case .grid(let grid):
      return addGrid(grid, path: path)
    case .spacer(let length):
      return finish(.spacer(minLength: length, orientation: orientation), childStart: children.count, childCount: 0, path: path,
                    spacing: .zero(on: orientation.map(SpacingEdges.along) ?? .all))
    case .empty:
      return addEmptyStack(path: path)
    case .swiftUI(.geometryReader, let children):
      return addContainer(.geometryReader, children, orientation: nil, path: path)
    case .swiftUI(.ignoresSafeArea(let edges), let children):
      // A modifier of its one child: its spacing, priority and guides pass through.
      let start = reserveChildren(1)
      let inner = add(children.first ?? .empty, path: path.map { $0 + [0] }, orientation: orientation)
      setChild(start, inner)
      return finish(.ignoresSafeArea(edges), childStart: start, childCount: 1, path: path, spacing: spacing(of: .ignoresSafeArea(edges), over: inner))
    case .swiftUI(.scrollView(let axis), let children):
      let start = reserveChildren(1)
      let across = axis == .horizontal ? VerticalAlignment.center.id : HorizontalAlignment.center.id
      setChild(start, addStack(children, axis: axis, alignment: across, spacing: nil, path: path))
      return finish(.scrollView(axis), childStart: start, childCount: 1, path: path, spacing: .plain)
    case let .swiftUI(.lazyGrid(grid), children):
      return addContainer(.lazyGrid(addLazyGrid(grid)), children, orientation: nil, path: path)
    case let .swiftUI(.custom(layout), children):
      let start = addChildren(children, path: path, orientation: nil)
      let preferences = (0..<children.count).map { spacings[self.children[start + $0]] }
      let slot = addCustomLayout(layout, values: children.map(\.layoutValues), spacings: preferences)
      return finish(.custom(slot), childStart: start, childCount: children.count, path: path, spacing: .plain)
    case let .swiftUI(.viewThatFits(horizontal, vertical), children):
      return addContainer(.viewThatFits(horizontal: horizontal, vertical: vertical), children, orientation: orientation, path: path)
    case let .modified(child, .layer(layer, placement, alignment)):
      let start = reserveChildren(2)
      let primary = add(child, path: path.map { $0 + [0] }, orientation: orientation)
      setChild(start, primary)
      setChild(start + 1, add(layer, path: path.map { $0 + [1] }, orientation: nil))
      return finish(.layer(placement, self.alignment(alignment)), childStart: start, childCount: 2, path: path, spacing: spacings[primary])
    case let .modified(child, modifier):
      let start = reserveChildren(1)
      let inner = add(child, path: path.map { $0 + [0] }, orientation: orientation)
      setChild(start, inner)
      let op = op(of: modifier.sanitized)
      return finish(op, childStart: start, childCount: 1, path: path, spacing: spacing(of: op, over: inner))
    }
  }

  private mutating func addLeaf(_ view: LeafView, resizable: (Bool, Bool), path: [Int]?) -> Int {
    var isText = false
    if case .label = view.kind { isText = true }
    let fixedSize = resizable.0 || resizable.1 ? nil : view.kind.swiftUIFixedSize
    let leaf = SwiftUILeaf(leaf: addLeaf(view), viewID: view.id, isText: isText, resizableWidth: resizable.0, resizableHeight: resizable.1,
                           fixedSize: fixedSize)
    return finish(.leaf(leaf), childStart: children.count, childCount: 0, path: path, spacing: .plain)
  }

  private mutating func addEmptyStack(path: [Int]?) -> Int {
    finish(.emptyStack, childStart: children.count, childCount: 0, path: path, spacing: .zero(on: .all))
  }

  /// An HStack or VStack: its children with the distances between them, their preferences
  /// merged on the edges the stack shares with them.
  private mutating func addStack(_ elements: [Element], axis: Axis, alignment: AlignmentID, spacing: Double?, path: [Int]?) -> Int {
    if let node = addTrivialContainer(elements, path: path, orientation: axis) { return node }
    let start = addChildren(elements, path: path, orientation: axis)
    var merged = SpacingPreferences.none
    for slot in start..<(start + elements.count) {
      if slot > start { setDistance(slot, spacing ?? spacings[children[slot - 1]].distance(to: spacings[children[slot]], along: axis)) }
      merged.incorporate(stackChild: spacings[children[slot]], position: slot - start, count: elements.count, axis: axis)
    }
    let op = SwiftUIOp.stack(axis: axis, alignment: self.alignment(alignment))
    return finish(op, childStart: start, childCount: elements.count, path: path, spacing: merged)
  }

  /// A stack of no child (an empty stack) or of one (the child itself, in the stack's
  /// orientation); nil for more children.
  private mutating func addTrivialContainer(_ elements: [Element], path: [Int]?, orientation: Axis?) -> Int? {
    switch elements.count {
    case 0: return addEmptyStack(path: path)
    case 1: return add(elements[0], path: path.map { $0 + [0] }, orientation: orientation)
    default: return nil
    }
  }

  private mutating func addZStack(_ elements: [Element], alignment: Alignment, path: [Int]?) -> Int {
    if let node = addTrivialContainer(elements, path: path, orientation: nil) { return node }
    let start = addChildren(elements, path: path, orientation: nil)
    var merged = SpacingPreferences.none
    for position in 0..<elements.count { merged.incorporate(.all, of: spacings[children[start + position]]) }
    return finish(.zStack(self.alignment(alignment)), childStart: start, childCount: elements.count, path: path, spacing: merged)
  }

  /// A container of `elements` whose own spacing preferences are a plain view's.
  private mutating func addContainer(_ op: SwiftUIOp, _ elements: [Element], orientation: Axis?, path: [Int]?) -> Int {
    let start = addChildren(elements, path: path, orientation: orientation)
    return finish(op, childStart: start, childCount: elements.count, path: path, spacing: .plain)
  }

  /// Adds `elements` in contiguous child slots, child `i` at `path + [i]`; returns the first slot.
  mutating func addChildren(_ elements: [Element], path: [Int]?, orientation: Axis?) -> Int {
    let start = reserveChildren(elements.count)
    for (position, element) in elements.enumerated() {
      setChild(start + position, add(element, path: path.map { $0 + [position] }, orientation: orientation))
    }
    return start
  }

  /// Adds the node of `op` over the children in `childStart ..< childStart + childCount`,
  /// whose spacing preferences are `spacing`, with its priority and what it passes on from its
  /// children worked out.
  mutating func finish(_ op: SwiftUIOp, childStart: Int, childCount: Int, path: [Int]?, spacing: SpacingPreferences) -> Int {
    var node = SwiftUITreeNode(op: op, childStart: childStart, childCount: childCount)
    let first = childCount > 0 ? nodes[children[childStart]] : nil
    for slot in childStart..<(childStart + childCount) where nodes[children[slot]].hasGuides { node.hasGuides = true }
    switch op {
    case .layoutPriority(let value):
      node.priority = value
      node.projectsSpacing = first?.projectsSpacing ?? false
    case .alignmentGuide:
      node.hasGuides = true
      node.projectsSpacing = first?.projectsSpacing ?? false
    case .transparent, .ignoresSafeArea:
      node.projectsSpacing = first?.projectsSpacing ?? false
    case .fixedSize, .layer, .offset:
      node.priority = first?.priority ?? 0
      node.projectsSpacing = first?.projectsSpacing ?? false
    case .spacer:
      node.priority = -.infinity
      node.projectsSpacing = true
    case .emptyStack:
      node.priority = -.infinity
    case .leaf, .stack, .zStack, .grid, .lazyGrid, .custom, .geometryReader, .scrollView, .viewThatFits, .padding, .frame,
         .flexibleFrame, .aspectRatio:
      break
    }
    return append(node, spacing: spacing, path: path)
  }

  /// What a modifier is to SwiftUI's layout.
  private mutating func op(of modifier: Modifier) -> SwiftUIOp {
    switch modifier {
    case .padding(let insets, _): return .padding(insets)
    case let .frame(width, height, alignment): return .frame(width: width, height: height, alignment: self.alignment(alignment))
    case .flexibleFrame(let frame): return .flexibleFrame(addFlexibleFrame(frame))
    case .layoutPriority(let value): return .layoutPriority(value)
    case let .fixedSize(horizontal, vertical): return .fixedSize(horizontal: horizontal, vertical: vertical)
    case let .alignmentGuide(id, function): return .alignmentGuide(addGuide(id, function))
    case let .offset(x, y): return .offset(x: x, y: y)
    case let .layer(_, placement, alignment): return .layer(placement, self.alignment(alignment))
    case let .aspectRatio(ratio, mode): return .aspectRatio(ratio, mode)
    case .constrainedSize, .gridCellAnchor, .gridColumnAlignment, .gridCellColumns, .gridCellUnsizedAxes, .layoutDirection, .layoutValue:
      return .transparent
    }
  }
}
