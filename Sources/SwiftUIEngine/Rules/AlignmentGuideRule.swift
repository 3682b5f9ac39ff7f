import LayoutCore

/// `alignmentGuide(_:computeValue:)` (`_AlignmentWritingModifier`): the view lays out as its
/// child; its explicit value of the guide's alignment is what the closure returns for the
/// child's dimensions (a value that is not finite reads 0), every other alignment the child's.
/// It is no layout of its own, so its layout priority is its child's (OpenSwiftUI's
/// `AlignmentModifiedLayoutComputer` answers `childLayoutComputer.layoutPriority()`), where a
/// frame or a padding reports 0. The closure and its alignment are at `slot` of
/// `SwiftUITree.guides`.
struct AlignmentGuideRule: SwiftUIPassThroughRule {
  let slot: Int

  func priority(child: Double) -> Double { child }
  var passesSpacer: Bool { false }

  func explicitValue(of alignment: AlignmentID, _ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) -> Double? {
    let guide = run.tree.guides[slot]
    guard guide.alignment == alignment else { return run.explicitValue(of: alignment, run.tree.child(node), size: size, proposal: proposal) }
    let dimensions = run.dimensions(of: run.tree.child(node), size: size, proposal: proposal)
    let value = guide.function(ViewDimensions(dimensions, direction: .leftToRight))
    return value.isFinite ? value : 0
  }

  func resultKind(in tree: SwiftUITree) -> NodeKind? { .alignmentGuide }
}
