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
    return Size(width: Self.length(size.width), height: Self.length(size.height))
  }

  /// `placeSubviews(in:proposal:subviews:cache:)` in bounds of `size`: where each subview goes.
  func placements(size: Size, proposal: ProposedSize) -> [Placement] {
    let subviews = CustomSubviews(node: node, run: run, reason: .customPlacing)
    let bounds = Rect(origin: .zero, size: size)
    let ran = perform { code throws(CustomLayoutFailure) in try code.placeSubviews(in: bounds, proposal: proposal, subviews: subviews) }
    return node.children.indices.map { index in (ran == nil ? nil : subviews.placed[index]) ?? centred(node.children[index], in: size) }
  }

  /// A subview the code did not place: at the centre of the bounds, proposed nothing.
  private func centred(_ child: SwiftUINode, in size: Size) -> Placement {
    let proposal = ProposedSize(width: nil, height: nil)
    let childSize = child.size(for: proposal, run, reason: .placement)
    return Placement(node: child, proposal: proposal,
                     origin: Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2))
  }

  /// Runs the container's code, unless it failed before in this run; a failure is recorded.
  private func perform<T>(_ body: (any CustomLayoutRun) throws(CustomLayoutFailure) -> T) -> T? {
    guard case .custom(let layout, _) = node.kind else { return nil }
    let key = ObjectIdentifier(node)
    let state = run.customLayouts[key] ?? CustomLayoutState(layout.rule.makeRun())
    run.customLayouts[key] = state
    guard !state.failed else { return nil }
    do throws(CustomLayoutFailure) {
      return try body(state.code)
    } catch {
      state.failed = true
      run.failures.append(error)
      return nil
    }
  }

  /// A length a layout's code computed, as a size can have it.
  static func length(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
}

/// A custom layout container's code in one layout run, and whether it failed.
final class CustomLayoutState {
  let code: any CustomLayoutRun
  var failed = false

  init(_ code: any CustomLayoutRun) {
    self.code = code
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
    node.children[index].size(for: Self.clean(proposal), run, reason: reason)
  }

  func dimensions(_ index: Int, _ proposal: ProposedSize) -> ViewDimensions {
    let proposal = Self.clean(proposal)
    let child = node.children[index]
    let size = child.size(for: proposal, run, reason: reason)
    return ViewDimensions(run.dimensions(of: child, size: size, proposal: proposal), direction: .leftToRight)
  }

  func place(_ index: Int, at position: Point, anchor: UnitPoint, proposal: ProposedSize) {
    let proposal = Self.clean(proposal)
    let child = node.children[index]
    let size = child.size(for: proposal, run, reason: reason)
    func coordinate(_ value: Double) -> Double { value.isFinite ? value : 0 }
    let origin = Point(x: coordinate(position.x - anchor.x * size.width), y: coordinate(position.y - anchor.y * size.height))
    placed[index] = Placement(node: child, proposal: proposal, origin: origin)
  }

  func priority(_ index: Int) -> Double { node.children[index].priority }

  /// A proposal a layout's code made, as views can be proposed it: a negative side is 0 and a
  /// side that is not a number unspecified.
  private static func clean(_ proposal: ProposedSize) -> ProposedSize {
    func side(_ value: Double?) -> Double? { value.flatMap { $0.isNaN ? nil : max($0, 0) } }
    return ProposedSize(width: side(proposal.width), height: side(proposal.height))
  }

  func layoutValue(_ key: String, of index: Int) -> LayoutValue? {
    guard case .custom(_, let values) = node.kind else { return nil }
    return values[index].first { $0.key == key }
  }
}
