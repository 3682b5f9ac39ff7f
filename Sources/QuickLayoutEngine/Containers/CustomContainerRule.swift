import LayoutCore

/// A custom layout (SwiftUI's `Layout` protocol written in the script) under QuickLayout: its
/// code runs for QuickLayout's proposals, which are sizes too. Every layout of the node asks
/// `sizeThatFits` for the proposal, then runs `placeSubviews` in bounds of that size: each
/// subview laid out for the proposal it is placed with (a side the code leaves unspecified is
/// infinity, QuickLayout's ideal size) with its anchor at the point, rounded to the pixel grid;
/// a subview not placed is laid out for infinity and centred. It is as flexible as its most
/// flexible subview: QuickLayout asks flexibility before any layout, which code cannot answer.
struct CustomContainerRule {
  let slot: Int

  /// The node of `layout`, whose subviews are `children` with their layout `values`.
  static func node(_ layout: CustomLayout, children: (start: Int, count: Int), values: [[LayoutValue]], mainAxis: Axis,
                   _ tree: inout LayoutTree) -> TreeNode {
    let payload = CustomContainerRule(slot: tree.addCustomLayout(layout, values: values))
    let flexibility = NodeFlexibility { axis, main in tree.maximumFlexibility(children, axis, mainAxis: main) }
    return TreeNode(op: .custom(payload), childStart: children.start, childCount: children.count, flexibility: flexibility,
                    priority: 0, mainAxis: mainAxis, resultKind: .customLayout(InternedString(layout.rule.summary)))
  }

  /// Sizes the node with its code's `sizeThatFits` and places its children with its `placeSubviews`.
  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    let state = run.customStates[slot] ?? CustomLayoutState(run.tree.customLayouts[slot].layout)
    run.customStates[slot] = state
    let proposed = ProposedSize(width: proposal.width, height: proposal.height)
    let size = withUnsafeMutablePointer(to: &run) { run in
      let sizing = QuickLayoutSubviews(run: run, node: node, slot: slot, environment: environment.proposing(.customSizing))
      let size = (state.perform { code throws(CustomLayoutFailure) in try code.sizeThatFits(proposed, subviews: sizing) }
        ?? proposed.replacingUnspecified).cleanedForContainers
      let placing = QuickLayoutSubviews(run: run, node: node, slot: slot, environment: environment.proposing(.customPlacing))
      let bounds = Rect(origin: .zero, size: size)
      let ran: Void? = state.perform { code throws(CustomLayoutFailure) in try code.placeSubviews(in: bounds, proposal: proposed, subviews: placing) }
      placing.centreUnplaced(in: size, forgettingPlacements: ran == nil)
      return size
    }
    state.report(to: &run.failures)
    return size
  }
}

/// The subviews a custom layout's code sees under QuickLayout, laid out through the run the
/// code is called from (whose storage `run` points to while the call lasts).
final class QuickLayoutSubviews: CustomLayoutSubviews {
  private let run: UnsafeMutablePointer<LayoutRun>
  private let node: Int
  private let slot: Int
  private let environment: LayoutEnvironment
  private var placed: Set<Int> = []

  init(run: UnsafeMutablePointer<LayoutRun>, node: Int, slot: Int, environment: LayoutEnvironment) {
    self.run = run
    self.node = node
    self.slot = slot
    self.environment = environment
  }

  var count: Int { run.pointee.tree.nodes[node].childCount }

  func sizeThatFits(_ index: Int, _ proposal: ProposedSize) -> Size {
    run.pointee.layout(child(index), Self.size(proposal), environment)
  }

  func dimensions(_ index: Int, _ proposal: ProposedSize) -> ViewDimensions {
    _ = sizeThatFits(index, proposal)
    return ViewDimensions(run.pointee.dimensions(of: child(index)), direction: environment.direction)
  }

  func place(_ index: Int, at position: Point, anchor: UnitPoint, proposal: ProposedSize) {
    let size = sizeThatFits(index, proposal)
    func coordinate(_ value: Double) -> Double { value.isFinite ? value : 0 }
    let origin = Point(x: coordinate(position.x - anchor.x * size.width), y: coordinate(position.y - anchor.y * size.height))
    run.pointee.positions[child(index)] = run.pointee.grid.position(origin)
    placed.insert(index)
  }

  func priority(_ index: Int) -> Double { run.pointee.tree.nodes[child(index)].priority }

  /// QuickLayout's views ask for no space between them (its stacks space by 0 unless told).
  func spacing(from index: Int, to next: Int, along axis: Axis) -> Double { 0 }

  func layoutValue(_ key: String, of index: Int) -> LayoutValue? {
    run.pointee.tree.customLayouts[slot].values[index].first { $0.key == key }
  }

  /// Lays out every subview the code did not place (all of them when its placements are to be
  /// forgotten) for infinity, and centres it in `size`.
  func centreUnplaced(in size: Size, forgettingPlacements: Bool) {
    for index in 0..<count where forgettingPlacements || !placed.contains(index) {
      let childSize = run.pointee.layout(child(index), Size(width: .infinity, height: .infinity), environment.proposing(.placement))
      let origin = Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2)
      run.pointee.positions[child(index)] = run.pointee.grid.position(origin)
    }
  }

  private func child(_ index: Int) -> Int { run.pointee.tree.child(node, index) }

  /// A proposal of the code as QuickLayout proposes: an unspecified side is infinity.
  private static func size(_ proposal: ProposedSize) -> Size {
    let clean = proposal.cleanedForViews
    return Size(width: clean.width ?? .infinity, height: clean.height ?? .infinity)
  }
}
