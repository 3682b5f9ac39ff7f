import LayoutCore

/// `Spacer()` (length nil) or `Spacer(length)`: grows along the nearest stack's axis.
struct SpacerRule {
  let length: Double?

  /// The node of a spacer: flexible along the stack when it has no length, last to get space.
  static func node(length: Double?, mainAxis: Axis) -> TreeNode {
    TreeNode(op: .spacer(SpacerRule(length: length)),
             flexibility: NodeFlexibility { axis, main in length == nil && axis == main ? .fullyFlexible : .fixedSize },
             priority: length == nil ? -.infinity : .infinity, mainAxis: mainAxis, resultKind: .spacer)
  }

  /// Its length along `mainAxis` (the proposal's when it has none, 0 for infinity), nothing across.
  func layout(_ proposal: Size, mainAxis: Axis) -> Size {
    let main = length ?? proposal.main(mainAxis)
    return Size(main: main.isFinite ? main : 0, cross: 0, axis: mainAxis)
  }
}

extension TreeNode {
  /// True for `Spacer()` and `Spacer(n)`: stacks add no spacing next to them.
  var isSpacer: Bool {
    if case .spacer = op { return true }
    return false
  }
}
