import LayoutCore

/// A child as its parent places it: the proposal it is given and its origin in the parent.
struct Placement {
  let node: Int
  let proposal: ProposedSize
  let origin: Point
}

extension SwiftUIRun {
  /// Appends to `placements` where `node`, laid out at `size` for `proposal`, puts its children.
  mutating func appendPlacements(of node: Int, size: Size, proposal: ProposedSize) {
    switch tree.nodes[node].op {
    case .leaf, .spacer, .emptyStack:
      return
    case let .stack(axis, alignment):
      let geometry = stackGeometry(node, Self.placing(proposal, size: size, axis: axis), axis: axis, alignment: alignment)
      for position in 0..<tree.nodes[node].childCount {
        let part = stackChildren[geometry.start + position]
        placements.append(Placement(node: tree.child(node, position), proposal: part.proposal, origin: part.origin))
      }
    case .zStack(let alignment):
      ZStackLayout(node: node, alignment: alignment).appendPlacements(size: size, &self)
    case .grid(let spec):
      for cell in GridLayout(node: node, spec: tree.grids[spec]).placements(for: proposal, &self) { placements.append(cell) }
    case .lazyGrid(let grid):
      for cell in LazyGridLayout(node: node, grid: tree.lazyGrids[grid]).placements(for: proposal, &self) { placements.append(cell) }
    case .custom(let slot):
      CustomLayoutContainer(node: node, slot: slot).appendPlacements(size: size, proposal: proposal, &self)
    case .geometryReader:
      for position in 0..<tree.nodes[node].childCount {
        placements.append(Placement(node: tree.child(node, position), proposal: ProposedSize(size), origin: .zero))
      }
    case .scrollView(let axis):
      let contentProposal = Self.scrolling(ProposedSize(size), along: axis)
      let content = self.size(tree.child(node), contentProposal, reason: .ideal)
      let across = (size.length(along: axis.cross) - content.length(along: axis.cross)) / 2
      placements.append(Placement(node: tree.child(node), proposal: contentProposal, origin: Point(main: 0, cross: across, axis: axis)))
    case .viewThatFits:
      placements.append(Placement(node: chosenChild(node, for: proposal), proposal: proposal, origin: .zero))
    case .padding(let insets):
      placements.append(Placement(node: tree.child(node), proposal: proposal.inset(by: insets), origin: Point(x: insets.left, y: insets.top)))
    case let .frame(width, height, alignment):
      let childProposal = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
      placements.append(aligned(tree.child(node), in: size, alignment: alignment, childProposal: childProposal))
    case .flexibleFrame(let frame):
      let layout = tree.flexibleFrames[frame]
      placements.append(aligned(tree.child(node), in: size, alignment: layout.alignment,
                                childProposal: layout.placementProposal(size: size, proposal: proposal)))
    case let .aspectRatio(ratio, mode):
      centred(tree.child(node), in: size, childProposal: aspectProposal(node, proposal, ratio: ratio, mode: mode), reason: .modifier)
    case let .fixedSize(horizontal, vertical):
      centred(tree.child(node), in: size, childProposal: Self.fixing(proposal, horizontal: horizontal, vertical: vertical), reason: .ideal)
    case .layoutPriority, .alignmentGuide, .transparent, .ignoresSafeArea:
      placements.append(Placement(node: tree.child(node), proposal: proposal, origin: .zero))
    case let .offset(x, y):
      placements.append(Placement(node: tree.child(node), proposal: proposal, origin: Point(x: x, y: y)))
    case let .layer(placement, alignment):
      let primary = Placement(node: tree.child(node), proposal: proposal, origin: .zero)
      let layer = aligned(tree.child(node, 1), in: size, alignment: alignment, childProposal: ProposedSize(size))
      placements.append(placement == .overlay ? primary : layer)
      placements.append(placement == .overlay ? layer : primary)
    }
  }

  /// The proposal a stack along `axis` lays its children out for when placed at `size`: an
  /// unspecified cross side becomes the stack's own.
  static func placing(_ proposal: ProposedSize, size: Size, axis: Axis) -> ProposedSize {
    ProposedSize(main: proposal[axis], cross: proposal[axis.cross] ?? size.length(along: axis.cross), axis: axis)
  }

  /// A frame's child or a layer, placed so that its `alignment` guides meet the frame's.
  private mutating func aligned(_ child: Int, in size: Size, alignment: AlignmentPair, childProposal: ProposedSize) -> Placement {
    let childSize = self.size(child, childProposal, reason: .modifier)
    return Placement(node: child, proposal: childProposal,
                     origin: offset(of: child, size: childSize, proposal: childProposal, aligned: alignment, in: size))
  }

  /// Places `child`, sized for `childProposal`, at the centre of `size`.
  private mutating func centred(_ child: Int, in size: Size, childProposal: ProposedSize, reason: ProposalReason) {
    let childSize = self.size(child, childProposal, reason: reason)
    let origin = Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2)
    placements.append(Placement(node: child, proposal: childProposal, origin: origin))
  }
}
