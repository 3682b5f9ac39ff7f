import LayoutCore

extension SwiftUIRun {
  /// The size `node` answers for `proposal` (SwiftUI's `sizeThatFits`), remembered. A leaf
  /// counts every ask as a measurement, as SwiftUI does, even when it answers from its memo.
  mutating func size(_ node: Int, _ proposal: ProposedSize, reason: ProposalReason) -> Size {
    if case .leaf(let leaf) = tree.nodes[node].op {
      let size: Size
      if let known = leaf.fixedSize ?? sizes[node, proposal] {
        size = known
      } else {
        size = computeSize(node, proposal, reason: reason)
        sizes.remember(size, for: node, proposal)
      }
      measured(leaf.viewID, proposal, size: size, reason: reason)
      return size
    }
    if let known = sizes[node, proposal] { return known }
    let size = computeSize(node, proposal, reason: reason)
    sizes.remember(size, for: node, proposal)
    note(node, proposal: proposal, size: size, reason: reason)
    return size
  }

  /// The length along `axis` `node` answers for `proposal` (SwiftUI's `lengthThatFits`): its
  /// size's, except that a Text asked its width for a width of 0 answers 0.
  mutating func length(_ node: Int, along axis: Axis, for proposal: ProposedSize) -> Double {
    if case .leaf(let leaf) = tree.nodes[node].op, leaf.isText, axis == .horizontal, proposal.width == 0 {
      measured(leaf.viewID, proposal, size: .zero, reason: .flexibilityProbe)
      return 0
    }
    return size(node, proposal, reason: .flexibilityProbe).length(along: axis)
  }

  /// SwiftUI's `sizeThatFits` of every kind: a leaf by its kind (a resizable one takes the
  /// proposal on its resizable axes), a container or modifier by its rule.
  private mutating func computeSize(_ node: Int, _ proposal: ProposedSize, reason: ProposalReason) -> Size {
    switch tree.nodes[node].op {
    case .leaf(let leaf):
      let natural = tree.leaves[leaf.leaf].kind.swiftUISize(for: proposal)
      return Size(width: leaf.resizableWidth ? proposal.width ?? natural.width : natural.width,
                  height: leaf.resizableHeight ? proposal.height ?? natural.height : natural.height)
    case let .stack(axis, alignment):
      return stackGeometry(node, proposal, axis: axis, alignment: alignment).size
    case .zStack(let alignment):
      return ZStackLayout(node: node, alignment: alignment).size(for: proposal, &self)
    case .grid(let spec):
      return GridLayout(node: node, spec: tree.grids[spec]).cells(for: proposal, &self).size
    case .lazyGrid(let grid):
      return LazyGridLayout(node: node, grid: tree.lazyGrids[grid]).cells(for: proposal, &self).size
    case .custom(let slot):
      return CustomLayoutContainer(node: node, slot: slot).size(for: proposal, &self)
    case .geometryReader:
      return proposal.replacingUnspecified
    case .scrollView(let axis):
      let content = size(tree.child(node), Self.scrolling(proposal, along: axis), reason: .ideal)
      return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    case .viewThatFits:
      return size(chosenChild(node, for: proposal), proposal, reason: reason)
    case let .spacer(minLength, orientation):
      return Self.spacerSize(proposal, minLength: minLength ?? SwiftUIDefaults.spacing, orientation: orientation)
    case .emptyStack:
      return .zero
    case .padding(let insets):
      return size(tree.child(node), proposal.inset(by: insets), reason: .modifier).outset(by: insets)
    case let .frame(width, height, _):
      if let width, let height { return Size(width: width, height: height) }
      let size = size(tree.child(node), ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height), reason: .modifier)
      return Size(width: width ?? size.width, height: height ?? size.height)
    case .flexibleFrame(let frame):
      return tree.flexibleFrames[frame].size(for: proposal, child: tree.child(node), &self)
    case let .aspectRatio(ratio, mode):
      return size(tree.child(node), aspectProposal(node, proposal, ratio: ratio, mode: mode), reason: .modifier)
    case let .fixedSize(horizontal, vertical):
      return size(tree.child(node), Self.fixing(proposal, horizontal: horizontal, vertical: vertical), reason: .ideal)
    case .layoutPriority, .alignmentGuide, .transparent, .ignoresSafeArea, .offset, .layer:
      return size(tree.child(node), proposal, reason: reason)
    }
  }

  /// A Spacer: at least `minLength` along its orientation (both axes without one), as much
  /// as proposed, and 0 across.
  static func spacerSize(_ proposal: ProposedSize, minLength: Double, orientation: Axis?) -> Size {
    func grow(_ proposed: Double?) -> Double { max(proposed ?? -.infinity, minLength) }
    switch orientation {
    case .horizontal: return Size(width: grow(proposal.width), height: 0)
    case .vertical: return Size(width: 0, height: grow(proposal.height))
    case nil: return Size(width: grow(proposal.width), height: grow(proposal.height))
    }
  }

  /// What `aspectRatio` node `node` proposes its child: the largest (fit) or smallest (fill)
  /// size of the ratio (NaN: the child's ideal size's) around the proposal; an unspecified or
  /// infinite side follows the other; with neither, the child's ideal width.
  mutating func aspectProposal(_ node: Int, _ proposal: ProposedSize, ratio: Double, mode: ContentMode) -> ProposedSize {
    let ideal = ratio.isNaN || (proposal.width ?? .infinity).isInfinite && (proposal.height ?? .infinity).isInfinite
      ? size(tree.child(node), ProposedSize(width: nil, height: nil), reason: .ideal) : .zero
    let r = ratio.isNaN ? ideal.width / ideal.height : ratio
    guard r > 0, r.isFinite else { return proposal }
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
    switch (width, height) {
    case (nil, nil): return ProposedSize(width: ideal.width, height: ideal.width / r)
    case (nil, let h?): return ProposedSize(width: h * r, height: h)
    case (let w?, nil): return ProposedSize(width: w, height: w / r)
    case let (w?, h?):
      let wider = w / h > r
      switch mode {
      case .fit: return wider ? ProposedSize(width: h * r, height: h) : ProposedSize(width: w, height: w / r)
      case .fill: return wider ? ProposedSize(width: w, height: w / r) : ProposedSize(width: h * r, height: h)
      }
    }
  }

  /// What a ScrollView along `axis` proposes its content: nothing along the axis.
  static func scrolling(_ proposal: ProposedSize, along axis: Axis) -> ProposedSize {
    ProposedSize(main: nil, cross: proposal[axis.cross], axis: axis)
  }

  /// The child a ViewThatFits node shows for `proposal`: the first whose ideal size
  /// (unspecified on the axes it checks) fits the proposal on those axes, else the last.
  mutating func chosenChild(_ node: Int, for proposal: ProposedSize) -> Int {
    let count = tree.nodes[node].childCount
    guard case let .viewThatFits(horizontal, vertical) = tree.nodes[node].op else { return tree.child(node) }
    let ideal = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    func fits(_ length: Double, _ proposed: Double?) -> Bool { proposed.map { length <= $0 } ?? true }
    for position in 0..<count {
      let candidate = tree.child(node, position)
      let size = size(candidate, ideal, reason: .ideal)
      if (!horizontal || fits(size.width, proposal.width)) && (!vertical || fits(size.height, proposal.height)) { return candidate }
    }
    return tree.child(node, count - 1)
  }

  /// `fixedSize`'s proposal: unspecified on the fixed axes.
  static func fixing(_ proposal: ProposedSize, horizontal: Bool, vertical: Bool) -> ProposedSize {
    ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }
}
