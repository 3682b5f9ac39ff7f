import LayoutCore

extension SwiftUINode {
  /// SwiftUI's `sizeThatFits` of every kind but leaves (which the run measures).
  func computeSize(_ proposal: ProposedSize, _ run: SwiftUIRun, reason: ProposalReason) -> Size {
    switch kind {
    case .leaf(let view):
      return view.kind.swiftUISize(for: proposal)
    case let .stack(axis, alignment, spacing):
      return stackGeometry(proposal, axis: axis, alignment: alignment, spacing: spacing, run).size
    case .zStack(let alignment):
      return ZStackLayout(node: self, alignment: alignment, run: run).size(for: proposal)
    case .grid(let spec):
      return GridLayout(node: self, spec: spec, run: run).cells(for: proposal).size
    case .lazyGrid(let grid):
      return LazyGridLayout(node: self, grid: grid, run: run).cells(for: proposal).size
    case .custom:
      return CustomLayoutContainer(node: self, run: run).size(for: proposal)
    case .geometryReader:
      return proposal.replacingUnspecified
    case .scrollView(let axis):
      let content = child.size(for: Self.scrolling(proposal, along: axis), run, reason: .ideal)
      return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    case .viewThatFits:
      return chosenChild(for: proposal, run).size(for: proposal, run, reason: reason)
    case let .spacer(minLength, orientation):
      return Self.spacerSize(proposal, minLength: minLength ?? SwiftUIDefaults.spacing, orientation: orientation)
    case .emptyStack:
      return .zero
    case .padding(let insets):
      return child.size(for: proposal.inset(by: insets), run, reason: .modifier).outset(by: insets)
    case let .frame(width, height, _):
      if let width, let height { return Size(width: width, height: height) }
      let size = child.size(for: ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height), run, reason: .modifier)
      return Size(width: width ?? size.width, height: height ?? size.height)
    case .flexibleFrame(let frame):
      return FlexibleFrameLayout(frame).size(for: proposal, child: child, run)
    case let .aspectRatio(ratio, mode):
      return child.size(for: aspectProposal(proposal, ratio: ratio, mode: mode, run), run, reason: .modifier)
    case let .fixedSize(horizontal, vertical):
      return child.size(for: Self.fixing(proposal, horizontal: horizontal, vertical: vertical), run, reason: .ideal)
    case .layoutPriority, .alignmentGuide, .transparent, .offset, .layer:
      return child.size(for: proposal, run, reason: reason)
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

  /// What `aspectRatio` proposes its child: the largest (fit) or smallest (fill) size of the
  /// ratio (NaN: the child's ideal size's) around the proposal; an unspecified or infinite side
  /// follows the other; with neither, the child's ideal width.
  func aspectProposal(_ proposal: ProposedSize, ratio: Double, mode: ContentMode, _ run: SwiftUIRun) -> ProposedSize {
    let ideal = ratio.isNaN || (proposal.width ?? .infinity).isInfinite && (proposal.height ?? .infinity).isInfinite
      ? child.size(for: ProposedSize(width: nil, height: nil), run, reason: .ideal) : .zero
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

  /// The child a ViewThatFits shows for `proposal`: the first whose ideal size (unspecified on
  /// the axes it checks) fits the proposal on those axes, else the last.
  func chosenChild(for proposal: ProposedSize, _ run: SwiftUIRun) -> SwiftUINode {
    guard case let .viewThatFits(horizontal, vertical) = kind else { return child }
    let ideal = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    func fits(_ length: Double, _ proposed: Double?) -> Bool { proposed.map { length <= $0 } ?? true }
    return children.first { candidate in
      let size = candidate.size(for: ideal, run, reason: .ideal)
      return (!horizontal || fits(size.width, proposal.width)) && (!vertical || fits(size.height, proposal.height))
    } ?? children[children.count - 1]
  }

  /// `fixedSize`'s proposal: unspecified on the fixed axes.
  static func fixing(_ proposal: ProposedSize, horizontal: Bool, vertical: Bool) -> ProposedSize {
    ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }
}
