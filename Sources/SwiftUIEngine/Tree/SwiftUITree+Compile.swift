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
      var node = SwiftUITreeNode(op: .spacer(SpacerRule(minLength: length, orientation: orientation)), childStart: children.count, childCount: 0)
      node.priority = -.infinity
      node.projectsSpacing = true
      return append(node, spacing: .zero(on: orientation.map(SpacingEdges.along) ?? .all), path: path)
    case .empty:
      return addEmptyStack(path: path)
    case .swiftUI(.geometryReader, let children):
      return addContainer(.geometryReader(GeometryReaderRule()), children, orientation: nil, path: path)
    case .swiftUI(.ignoresSafeArea(let edges), let children):
      let rule = IgnoresSafeAreaRule(edges: edges)
      return addModifier(rule, .ignoresSafeArea(rule), on: children.first ?? .empty, path: path, orientation: orientation)
    case .swiftUI(.scrollView(let axis), let children):
      let start = reserveChildren(1)
      let across = axis == .horizontal ? VerticalAlignment.center.id : HorizontalAlignment.center.id
      setChild(start, addStack(children, axis: axis, alignment: across, spacing: nil, path: path))
      return finish(.scrollView(ScrollViewRule(axis: axis)), childStart: start, childCount: 1, path: path, spacing: .plain)
    case let .swiftUI(.lazyGrid(grid), children):
      return addContainer(.lazyGrid(LazyGridRule(slot: addLazyGrid(grid))), children, orientation: nil, path: path)
    case let .swiftUI(.custom(layout), children):
      let start = addChildren(children, path: path, orientation: nil)
      let preferences = (0..<children.count).map { spacings[self.children[start + $0]] }
      let slot = addCustomLayout(layout, values: children.map(\.layoutValues), spacings: preferences)
      return finish(.custom(CustomContainerRule(slot: slot)), childStart: start, childCount: children.count, path: path, spacing: .plain)
    case let .swiftUI(.viewThatFits(horizontal, vertical), children):
      return addContainer(.viewThatFits(ViewThatFitsRule(horizontal: horizontal, vertical: vertical)), children, orientation: orientation, path: path)
    case let .modified(child, modifier):
      return addModifier(modifier.sanitized, on: child, path: path, orientation: orientation)
    }
  }

  private mutating func addLeaf(_ view: LeafView, resizable: (Bool, Bool), path: [Int]?) -> Int {
    var isText = false
    if case .label = view.kind { isText = true }
    let fixedSize = resizable.0 || resizable.1 ? nil : view.kind.swiftUIFixedSize
    let leaf = LeafRule(leaf: addLeaf(view), viewID: view.id, isText: isText, resizableWidth: resizable.0, resizableHeight: resizable.1,
                        fixedSize: fixedSize)
    return finish(.leaf(leaf), childStart: children.count, childCount: 0, path: path, spacing: .plain)
  }

  private mutating func addEmptyStack(path: [Int]?) -> Int {
    var node = SwiftUITreeNode(op: .emptyStack(EmptyStackRule()), childStart: children.count, childCount: 0)
    node.priority = -.infinity
    return append(node, spacing: .zero(on: .all), path: path)
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
    let op = SwiftUIOp.stack(StackRule(axis: axis, alignment: self.alignment(alignment)))
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
    return finish(.zStack(ZStackRule(alignment: self.alignment(alignment))), childStart: start, childCount: elements.count, path: path, spacing: merged)
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

  /// Adds the node of container `op` over the children in `childStart ..< childStart + childCount`,
  /// whose spacing preferences are `spacing`; it has guides when one of its children has.
  mutating func finish(_ op: SwiftUIOp, childStart: Int, childCount: Int, path: [Int]?, spacing: SpacingPreferences) -> Int {
    var node = SwiftUITreeNode(op: op, childStart: childStart, childCount: childCount)
    for slot in childStart..<(childStart + childCount) where nodes[children[slot]].hasGuides { node.hasGuides = true }
    return append(node, spacing: spacing, path: path)
  }

  /// Adds the node of modifier `rule` (compiled as `op`) over `child` (and a layer's `layer`),
  /// with what the rule passes on from the child: its priority, its spacing, a spacer seen
  /// through it, its guides.
  private mutating func addModifier<Rule: SwiftUIModifierRule>(_ rule: Rule, _ op: SwiftUIOp, on child: Element, layer: Element? = nil,
                                                               path: [Int]?, orientation: Axis?) -> Int {
    let start = reserveChildren(layer == nil ? 1 : 2)
    let inner = add(child, path: path.map { $0 + [0] }, orientation: orientation)
    setChild(start, inner)
    if let layer { setChild(start + 1, add(layer, path: path.map { $0 + [1] }, orientation: nil)) }
    var node = SwiftUITreeNode(op: op, childStart: start, childCount: layer == nil ? 1 : 2)
    node.priority = rule.priority(child: nodes[inner].priority)
    node.projectsSpacing = rule.passesSpacer && nodes[inner].projectsSpacing
    if case .alignmentGuide = op { node.hasGuides = true }
    for slot in start..<(start + node.childCount) where nodes[children[slot]].hasGuides { node.hasGuides = true }
    return append(node, spacing: rule.spacing(over: spacings[inner], childIsSpacer: nodes[inner].projectsSpacing), path: path)
  }

  /// The node of `modifier` over `child`: the modifier's rule.
  private mutating func addModifier(_ modifier: Modifier, on child: Element, path: [Int]?, orientation: Axis?) -> Int {
    func add<Rule: SwiftUIModifierRule>(_ rule: Rule, _ op: (Rule) -> SwiftUIOp) -> Int {
      addModifier(rule, op(rule), on: child, path: path, orientation: orientation)
    }
    switch modifier {
    case .padding(let insets, _): return add(PaddingRule(insets: insets), SwiftUIOp.padding)
    case let .frame(width, height, alignment):
      return add(FixedFrameRule(width: width, height: height, alignment: self.alignment(alignment)), SwiftUIOp.frame)
    case .flexibleFrame(let frame):
      return add(FlexibleFrameRule(slot: addFlexibleFrame(frame), setsWidth: frame.setsWidth, setsHeight: frame.setsHeight), SwiftUIOp.flexibleFrame)
    case .layoutPriority(let value): return add(LayoutPriorityRule(value: value), SwiftUIOp.layoutPriority)
    case let .fixedSize(horizontal, vertical): return add(FixedSizeRule(horizontal: horizontal, vertical: vertical), SwiftUIOp.fixedSize)
    case let .alignmentGuide(id, function): return add(AlignmentGuideRule(slot: addGuide(id, function)), SwiftUIOp.alignmentGuide)
    case let .offset(x, y): return add(OffsetRule(x: x, y: y), SwiftUIOp.offset)
    case let .layer(layer, placement, alignment):
      let rule = LayerRule(placement: placement, alignment: self.alignment(alignment))
      return addModifier(rule, .layer(rule), on: child, layer: layer, path: path, orientation: orientation)
    case let .aspectRatio(ratio, mode): return add(AspectRatioRule(ratio: ratio, mode: mode), SwiftUIOp.aspectRatio)
    case .unary(let layout):
      return add(UnaryLayoutRule(slot: addUnaryLayout(layout), keepsChildSpacing: layout.keepsChildSpacing), SwiftUIOp.unary)
    case .constrainedSize, .gridCellAnchor, .gridColumnAlignment, .gridCellColumns, .gridCellUnsizedAxes, .layoutDirection, .layoutValue:
      return add(PassThroughRule(), SwiftUIOp.transparent)
    }
  }
}

extension FlexibleFrame {
  /// Whether the frame sets any limit on each axis.
  var setsWidth: Bool { minWidth != nil || idealWidth != nil || maxWidth != nil }
  var setsHeight: Bool { minHeight != nil || idealHeight != nil || maxHeight != nil }
}
