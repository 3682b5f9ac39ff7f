import LayoutCore

/// SwiftUI's custom `Layout` container, as Apple's documentation of `Layout` and
/// `LayoutSubview` describes it: the container is the size its `sizeThatFits` answers for the
/// proposal (remembered per proposal like every container's); placed at a size, its
/// `placeSubviews` runs in bounds of that size and each subview goes where its
/// `place(at:anchor:proposal:)` put it, sized for that proposal; a subview never placed sits at
/// the centre of the bounds at its ideal size. The bounds start at (0, 0), the container's own
/// coordinates. Code that fails answers the proposal (unspecified sides 10) and places nothing,
/// and the container's code is not run again in that layout run; the failure is the run's.
struct CustomLayoutContainer {
  let node: SwiftUINode
  let run: SwiftUIRun

  /// `sizeThatFits(proposal:subviews:cache:)`, a side that is not a finite length or is
  /// negative read as 0.
  func size(for proposal: ProposedSize) -> Size {
    let subviews = CustomSubviews(node: node, run: run, reason: .customSizing)
    guard let size = perform({ code throws(CustomLayoutFailure) in try code.sizeThatFits(proposal, subviews: subviews) }) else {
      return proposal.replacingUnspecified
    }
    return size.cleanedForContainers
  }

  /// `placeSubviews(in:proposal:subviews:cache:)` in bounds of `size`: where each subview goes.
  func placements(size: Size, proposal: ProposedSize) -> [Placement] {
    let subviews = CustomSubviews(node: node, run: run, reason: .customPlacing)
    let bounds = Rect(origin: .zero, size: size)
    let ran: Void? = perform { code throws(CustomLayoutFailure) in try code.placeSubviews(in: bounds, proposal: proposal, subviews: subviews) }
    return node.children.indices.map { index in (ran == nil ? nil : subviews.placed[index]) ?? centred(node.children[index], in: size) }
  }

  /// A subview the code did not place: at the centre of the bounds, proposed nothing.
  private func centred(_ child: SwiftUINode, in size: Size) -> Placement {
    let proposal = ProposedSize(width: nil, height: nil)
    let childSize = child.size(for: proposal, run, reason: .placement)
    return Placement(node: child, proposal: proposal,
                     origin: Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2))
  }

  /// Runs the container's code, unless it failed before in this run; a failure is the run's.
  private func perform<T>(_ body: (any CustomLayoutRun) throws(CustomLayoutFailure) -> T) -> T? {
    guard case .custom(let layout, _) = node.kind else { return nil }
    let key = ObjectIdentifier(node)
    let state = run.customLayouts[key] ?? CustomLayoutState(layout)
    run.customLayouts[key] = state
    let result = state.perform(body)
    state.report(to: &run.failures)
    return result
  }
}

/// The subviews a custom layout's code sees during one call: each measured through the engine
/// (every ask in the measurement log, with `reason`), and where `place` put them.
final class CustomSubviews: CustomLayoutSubviews {
  private let node: SwiftUINode
  private let run: SwiftUIRun
  private let reason: ProposalReason
  /// The placement of each subview `place` was called for, the last call's.
  private(set) var placed: [Int: Placement] = [:]

  init(node: SwiftUINode, run: SwiftUIRun, reason: ProposalReason) {
    self.node = node
    self.run = run
    self.reason = reason
  }

  var count: Int { node.children.count }

  func sizeThatFits(_ index: Int, _ proposal: ProposedSize) -> Size {
    node.children[index].size(for: proposal.cleanedForViews, run, reason: reason)
  }

  func dimensions(_ index: Int, _ proposal: ProposedSize) -> ViewDimensions {
    let proposal = proposal.cleanedForViews
    let child = node.children[index]
    let size = child.size(for: proposal, run, reason: reason)
    return ViewDimensions(run.dimensions(of: child, size: size, proposal: proposal), direction: .leftToRight)
  }

  func place(_ index: Int, at position: Point, anchor: UnitPoint, proposal: ProposedSize) {
    let proposal = proposal.cleanedForViews
    let child = node.children[index]
    let size = child.size(for: proposal, run, reason: reason)
    func coordinate(_ value: Double) -> Double { value.isFinite ? value : 0 }
    let origin = Point(x: coordinate(position.x - anchor.x * size.width), y: coordinate(position.y - anchor.y * size.height))
    placed[index] = Placement(node: child, proposal: proposal, origin: origin)
  }

  func priority(_ index: Int) -> Double { node.children[index].priority }

  func spacing(from index: Int, to next: Int, along axis: Axis) -> Double {
    node.children[index].spacing.distance(to: node.children[next].spacing, along: axis)
  }

  func layoutValue(_ key: String, of index: Int) -> LayoutValue? {
    guard case .custom(_, let values) = node.kind else { return nil }
    return values[index].first { $0.key == key }
  }
}
