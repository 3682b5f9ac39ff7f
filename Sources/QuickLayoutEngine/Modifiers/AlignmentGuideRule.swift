import LayoutCore

/// `alignmentGuide(_:computeValue:)`: the child with an explicit guide for one alignment.
struct AlignmentGuideRule: ModifierRule {
  let alignment: AlignmentRef
  /// The guide's closure in `LayoutTree.guideFunctions`.
  let guide: Int

  var payload: ModifierPayload { .alignmentGuide(self) }
  var resultKind: NodeKind? { .alignmentGuide }

  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    let child = run.tree.child(node, 0)
    let size = run.layout(child, proposal, environment)
    run.positions[child] = .zero
    var guides = AlignmentGuides.passedUp(from: run.dimensions(of: child), at: .zero)
    guides.set(run.tree.alignments[alignment], run.tree.guideFunctions[guide])
    run.guides.set(node, guides)
    return size
  }
}
