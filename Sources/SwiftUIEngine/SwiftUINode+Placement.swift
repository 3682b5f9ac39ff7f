import LayoutCore

/// A child as its parent places it: the proposal it is given and its origin in the parent.
struct Placement {
  let node: SwiftUINode
  let proposal: ProposedSize
  let origin: Point
}

extension SwiftUINode {
  /// Where this node, laid out at `size` for `proposal`, puts its children.
  func placements(size: Size, proposal: ProposedSize, _ run: SwiftUIRun) -> [Placement] {
    switch kind {
    case .leaf, .spacer, .emptyStack:
      return []
    case let .stack(axis, alignment, spacing):
      let geometry = stackGeometry(Self.placing(proposal, size: size, axis: axis), axis: axis, alignment: alignment, spacing: spacing, run)
      return children.indices.map { index in
        Placement(node: children[index], proposal: geometry.children[index].proposal, origin: geometry.children[index].origin)
      }
    case .zStack(let alignment):
      return ZStackLayout(node: self, alignment: alignment, run: run).placements(size: size)
    case .grid(let spec):
      return GridLayout(node: self, spec: spec, run: run).placements(for: proposal)
    case .lazyGrid(let grid):
      return LazyGridLayout(node: self, grid: grid, run: run).placements(for: proposal)
    case .custom:
      return CustomLayoutContainer(node: self, run: run).placements(size: size, proposal: proposal)
    case .geometryReader:
      return children.map { Placement(node: $0, proposal: ProposedSize(size), origin: .zero) }
    case .scrollView(let axis):
      let contentProposal = Self.scrolling(ProposedSize(size), along: axis)
      let content = child.size(for: contentProposal, run, reason: .ideal)
      let across = (size.length(along: axis.cross) - content.length(along: axis.cross)) / 2
      return [Placement(node: child, proposal: contentProposal, origin: Point(main: 0, cross: across, axis: axis))]
    case .viewThatFits:
      return [Placement(node: chosenChild(for: proposal, run), proposal: proposal, origin: .zero)]
    case .padding(let insets):
      return [Placement(node: child, proposal: proposal.inset(by: insets), origin: Point(x: insets.left, y: insets.top))]
    case let .frame(width, height, alignment):
      let childProposal = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
      return [aligned(child, in: size, alignment: alignment, childProposal: childProposal, run)]
    case .flexibleFrame(let frame):
      let layout = FlexibleFrameLayout(frame)
      return [aligned(child, in: size, alignment: layout.alignment, childProposal: layout.placementProposal(size: size, proposal: proposal), run)]
    case let .aspectRatio(ratio, mode):
      let childProposal = aspectProposal(proposal, ratio: ratio, mode: mode, run)
      let childSize = child.size(for: childProposal, run, reason: .modifier)
      let origin = Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2)
      return [Placement(node: child, proposal: childProposal, origin: origin)]
    case let .fixedSize(horizontal, vertical):
      let childProposal = Self.fixing(proposal, horizontal: horizontal, vertical: vertical)
      let childSize = child.size(for: childProposal, run, reason: .ideal)
      let origin = Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2)
      return [Placement(node: child, proposal: childProposal, origin: origin)]
    case .layoutPriority, .alignmentGuide, .transparent:
      return [Placement(node: child, proposal: proposal, origin: .zero)]
    case let .offset(x, y):
      return [Placement(node: child, proposal: proposal, origin: Point(x: x, y: y))]
    case let .layer(placement, alignment):
      let primary = Placement(node: child, proposal: proposal, origin: .zero)
      let layer = aligned(children[1], in: size, alignment: alignment, childProposal: ProposedSize(size), run)
      switch placement {
      case .overlay: return [primary, layer]
      case .background: return [layer, primary]
      }
    }
  }

  /// The proposal a stack along `axis` lays its children out for when placed at `size`: an
  /// unspecified cross side becomes the stack's own.
  static func placing(_ proposal: ProposedSize, size: Size, axis: Axis) -> ProposedSize {
    ProposedSize(main: proposal[axis], cross: proposal[axis.cross] ?? size.length(along: axis.cross), axis: axis)
  }

  /// A frame's child or a layer, placed so that its `alignment` guides meet the frame's.
  private func aligned(_ child: SwiftUINode, in size: Size, alignment: Alignment, childProposal: ProposedSize,
                       _ run: SwiftUIRun) -> Placement {
    let childSize = child.size(for: childProposal, run, reason: .modifier)
    return Placement(node: child, proposal: childProposal,
                     origin: run.offset(of: child, size: childSize, proposal: childProposal, aligned: alignment, in: size))
  }
}
