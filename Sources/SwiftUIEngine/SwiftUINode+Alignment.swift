import LayoutCore

extension SwiftUINode {
  /// The explicit value of `alignment` this node has at `size` for `proposal`, or nil: set by
  /// `alignmentGuide`, passed up through modifiers (shifted by the child's origin), and out
  /// of a stack only for custom alignments, averaged over the children that have one.
  func explicitValue(of alignment: AlignmentID, size: Size, proposal: ProposedSize, _ run: SwiftUIRun) -> Double? {
    guard hasGuides else { return nil }
    switch kind {
    case .leaf, .spacer, .emptyStack, .geometryReader, .scrollView, .viewThatFits, .grid, .lazyGrid, .custom:
      return nil
    case .stack:
      guard !alignment.isBuiltIn else { return nil }
      return combined(alignment, placements(size: size, proposal: proposal, run), run)
    case .zStack:
      guard !alignment.isBuiltIn else { return nil }
      return combined(alignment, placements(size: size, proposal: proposal, run), run)
    case .alignmentGuide(let id, let function) where id == alignment:
      let dimensions = run.dimensions(of: child, size: size, proposal: proposal)
      let value = function(ViewDimensions(dimensions, direction: .leftToRight))
      return value.isFinite ? value : 0
    case .layoutPriority, .alignmentGuide, .transparent, .offset, .layer:
      return child.explicitValue(of: alignment, size: size, proposal: proposal, run)
    case .padding, .frame, .flexibleFrame, .fixedSize, .aspectRatio:
      guard let placement = placements(size: size, proposal: proposal, run).first else { return nil }
      let childSize = child.size(for: placement.proposal, run, reason: .placement)
      return child.explicitValue(of: alignment, size: childSize, proposal: placement.proposal, run)
        .map { $0 + placement.origin.coordinate(along: alignment.axis) }
    }
  }

  /// The average of the children's explicit values of `alignment` (in their own coordinates,
  /// as SwiftUI combines them), nil when none has one.
  private func combined(_ alignment: AlignmentID, _ placements: [Placement], _ run: SwiftUIRun) -> Double? {
    var values: [Double] = []
    for placement in placements {
      let childSize = placement.node.size(for: placement.proposal, run, reason: .placement)
      if let value = placement.node.explicitValue(of: alignment, size: childSize, proposal: placement.proposal, run) {
        values.append(value)
      }
    }
    return values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
  }
}
