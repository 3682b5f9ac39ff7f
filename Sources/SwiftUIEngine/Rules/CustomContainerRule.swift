import LayoutCore

/// SwiftUI's custom `Layout` container, as Apple's documentation of `Layout` and
/// `LayoutSubview` describes it: the container is the size its `sizeThatFits` answers for the
/// proposal (remembered per proposal like every container's); placed at a size, its
/// `placeSubviews` runs in bounds of that size and each subview goes where its
/// `place(at:anchor:proposal:)` put it, sized for that proposal; a subview never placed sits at
/// the centre of the bounds at its ideal size. The bounds start at (0, 0), the container's own
/// coordinates. A custom guide set inside leaves it where the code placed the subview. Code that fails answers the proposal (unspecified sides 10) and places nothing,
/// and the container's code is not run again in that layout run; the failure is the run's.
struct CustomContainerRule: SwiftUIRule {
  /// The layout's slot in `SwiftUITree.customLayouts` and `SwiftUIRun.customStates`.
  let slot: Int

  /// `sizeThatFits(proposal:subviews:cache:)`, a side that is not a finite length or is
  /// negative read as 0.
  func size(_ node: Int, _ proposal: ProposedSize, reason: ProposalReason, _ run: inout SwiftUIRun) -> Size {
    let size = withUnsafeMutablePointer(to: &run) { run in
      let subviews = CustomSubviews(node: node, slot: slot, run: run, reason: .customSizing)
      return perform(run) { code throws(CustomLayoutFailure) in try code.sizeThatFits(proposal, subviews: subviews) }
    }
    guard let size else { return proposal.replacingUnspecified }
    return size.cleanedForContainers
  }

  /// `placeSubviews(in:proposal:subviews:cache:)` in bounds of `size`: appends where each
  /// subview goes.
  func appendPlacements(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) {
    let placed: [Placement?]? = withUnsafeMutablePointer(to: &run) { run in
      let subviews = CustomSubviews(node: node, slot: slot, run: run, reason: .customPlacing)
      let bounds = Rect(origin: .zero, size: size)
      let ran: Void? = perform(run) { code throws(CustomLayoutFailure) in try code.placeSubviews(in: bounds, proposal: proposal, subviews: subviews) }
      return ran == nil ? nil : subviews.placed
    }
    for position in 0..<run.tree.nodes[node].childCount {
      let placement = placed?[position] ?? centred(run.tree.child(node, position), in: size, &run)
      run.placements.append(placement)
    }
  }

  /// A custom guide set inside: the average of the subviews' values where `placeSubviews` puts
  /// them, each value plus the subview's origin (the `Layout` protocol's default
  /// `explicitAlignment`, which a layout that does not write its own keeps, as `_ZStackLayout`
  /// does); a built-in one does not leave it.
  func explicitValue(of alignment: AlignmentID, _ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) -> Double? {
    alignment.isBuiltIn ? nil : run.combinedExplicitValue(of: alignment, node, size: size, proposal: proposal, projected: true)
  }

  func resultKind(in tree: SwiftUITree) -> NodeKind? { .customLayout(InternedString(tree.customLayouts[slot].layout.rule.summary)) }
  func scriptName(in tree: SwiftUITree) -> String { tree.customLayouts[slot].layout.rule.summary }

  /// A subview the code did not place: at the centre of the bounds, proposed nothing.
  private func centred(_ child: Int, in size: Size, _ run: inout SwiftUIRun) -> Placement {
    let proposal = ProposedSize(width: nil, height: nil)
    let childSize = run.size(child, proposal, reason: .placement)
    return Placement(node: child, proposal: proposal,
                     origin: Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2))
  }

  /// Runs the container's code, unless it failed before in this run; a failure is the run's.
  private func perform<T>(_ run: UnsafeMutablePointer<SwiftUIRun>, _ body: (any CustomLayoutRun) throws(CustomLayoutFailure) -> T) -> T? {
    let state = run.pointee.customStates[slot] ?? CustomLayoutState(run.pointee.tree.customLayouts[slot].layout)
    run.pointee.customStates[slot] = state
    let result = state.perform(body)
    state.report(to: &run.pointee.failures)
    return result
  }
}

/// The subviews a custom layout's code sees during one call: each measured through the run the
/// code is called from (whose storage `run` points to while the call lasts; every ask in the
/// measurement log, with `reason`), and where `place` put them.
final class CustomSubviews: CustomLayoutSubviews {
  private let run: UnsafeMutablePointer<SwiftUIRun>
  private let node: Int
  private let slot: Int
  private let reason: ProposalReason
  /// The placement of each subview `place` was called for, the last call's.
  private(set) var placed: [Placement?]

  init(node: Int, slot: Int, run: UnsafeMutablePointer<SwiftUIRun>, reason: ProposalReason) {
    self.node = node
    self.slot = slot
    self.run = run
    self.reason = reason
    placed = Array(repeating: nil, count: run.pointee.tree.nodes[node].childCount)
  }

  var count: Int { placed.count }

  func sizeThatFits(_ index: Int, _ proposal: ProposedSize) -> Size {
    run.pointee.size(child(index), proposal.cleanedForViews, reason: reason)
  }

  func dimensions(_ index: Int, _ proposal: ProposedSize) -> ViewDimensions {
    let proposal = proposal.cleanedForViews
    let size = run.pointee.size(child(index), proposal, reason: reason)
    return ViewDimensions(run.pointee.dimensions(of: child(index), size: size, proposal: proposal), direction: .leftToRight)
  }

  func place(_ index: Int, at position: Point, anchor: UnitPoint, proposal: ProposedSize) {
    let proposal = proposal.cleanedForViews
    let size = run.pointee.size(child(index), proposal, reason: reason)
    func coordinate(_ value: Double) -> Double { value.isFinite ? value : 0 }
    let origin = Point(x: coordinate(position.x - anchor.x * size.width), y: coordinate(position.y - anchor.y * size.height))
    placed[index] = Placement(node: child(index), proposal: proposal, origin: origin)
  }

  func priority(_ index: Int) -> Double { run.pointee.tree.nodes[child(index)].priority }

  func spacing(from index: Int, to next: Int, along axis: Axis) -> Double {
    let spacings = run.pointee.tree.customLayouts[slot].spacings
    return spacings[index].distance(to: spacings[next], along: axis)
  }

  func layoutValue(_ key: String, of index: Int) -> LayoutValue? {
    run.pointee.tree.customLayouts[slot].values[index].first { $0.key == key }
  }

  private func child(_ index: Int) -> Int { run.pointee.tree.child(node, index) }
}
