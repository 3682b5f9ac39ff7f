import LayoutCore

/// A compiled modifier: the rule of its kind, with plain values only.
enum ModifierPayload {
  case padding(PaddingRule)
  case offset(OffsetRule)
  case frame(FixedFrameRule)
  case flexibleFrame(FlexibleFrameRule)
  case layoutPriority(LayoutPriorityRule)
  case fixedSize(FixedSizeRule)
  case aspectRatio(AspectRatioRule)
  case constrainedSize(ConstrainedSizeRule)
  case alignmentGuide(AlignmentGuideRule)
  case layer(LayerRule)
  case gridCellAnchor(GridCellAnchorRule)
  case gridColumnAlignment(GridColumnAlignmentRule)
  case layoutDirection(LayoutDirectionRule)
  case passThrough(PassThroughRule)
  case unary(UnaryLayoutRule)

  /// Lays out the modifier's node, with the rule of its kind.
  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    switch self {
    case .padding(let rule): return rule.layout(node, proposal, &run, environment)
    case .offset(let rule): return rule.layout(node, proposal, &run, environment)
    case .frame(let rule): return rule.layout(node, proposal, &run, environment)
    case .flexibleFrame(let rule): return rule.layout(node, proposal, &run, environment)
    case .layoutPriority(let rule): return rule.layout(node, proposal, &run, environment)
    case .fixedSize(let rule): return rule.layout(node, proposal, &run, environment)
    case .aspectRatio(let rule): return rule.layout(node, proposal, &run, environment)
    case .constrainedSize(let rule): return rule.layout(node, proposal, &run, environment)
    case .alignmentGuide(let rule): return rule.layout(node, proposal, &run, environment)
    case .layer(let rule): return rule.layout(node, proposal, &run, environment)
    case .gridCellAnchor(let rule): return rule.layout(node, proposal, &run, environment)
    case .gridColumnAlignment(let rule): return rule.layout(node, proposal, &run, environment)
    case .layoutDirection(let rule): return rule.layout(node, proposal, &run, environment)
    case .passThrough(let rule): return rule.layout(node, proposal, &run, environment)
    case .unary(let rule): return rule.layout(node, proposal, &run, environment)
    }
  }
}

extension LayoutTree {
  /// The node of `modifier` around `child`: the modifier's rule, its child (and layer) added.
  mutating func compile(_ modifier: Modifier, on child: Element, mainAxis: Axis, path: [Int]?) -> TreeNode {
    switch modifier {
    case let .padding(insets, followsDirection):
      return modifierNode(PaddingRule(insets: insets, followsDirection: followsDirection), child: child, mainAxis: mainAxis, path: path)
    case let .offset(x, y):
      return modifierNode(OffsetRule(x: x, y: y), child: child, mainAxis: mainAxis, path: path)
    case let .frame(width, height, alignment):
      return modifierNode(FixedFrameRule(width: width, height: height, alignment: self.alignment(alignment)), child: child, mainAxis: mainAxis, path: path)
    case .flexibleFrame(let frame):
      return modifierNode(FlexibleFrameRule(frame, alignment: self.alignment(frame.alignment)), child: child, mainAxis: mainAxis, path: path)
    case .layoutPriority(let priority):
      return modifierNode(LayoutPriorityRule(priority: priority), child: child, mainAxis: mainAxis, path: path)
    case let .fixedSize(horizontal, vertical):
      return modifierNode(FixedSizeRule(horizontal: horizontal, vertical: vertical), child: child, mainAxis: mainAxis, path: path)
    case let .aspectRatio(ratio, mode):
      return modifierNode(AspectRatioRule(ratio: ratio, mode: mode), child: child, mainAxis: mainAxis, path: path)
    case let .constrainedSize(maxWidth, maxHeight):
      return modifierNode(ConstrainedSizeRule(maxWidth: maxWidth, maxHeight: maxHeight), child: child, mainAxis: mainAxis, path: path)
    case let .alignmentGuide(id, guide):
      let rule = AlignmentGuideRule(alignment: alignment(id), guide: addGuide(guide))
      return modifierNode(rule, child: child, mainAxis: mainAxis, path: path)
    case let .layer(layer, placement, alignment):
      let rule = LayerRule(placement: placement, alignment: self.alignment(alignment))
      return modifierNode(rule, child: child, layer: layer, mainAxis: mainAxis, path: path)
    case .gridCellAnchor(let anchor):
      return modifierNode(GridCellAnchorRule(anchor, &self), child: child, mainAxis: mainAxis, path: path)
    case .gridColumnAlignment(let alignment):
      return modifierNode(GridColumnAlignmentRule(alignment: self.alignment(alignment.id)), child: child, mainAxis: mainAxis, path: path)
    case .layoutDirection(let direction):
      return modifierNode(LayoutDirectionRule(direction: direction), child: child, mainAxis: mainAxis, path: path)
    case .gridCellColumns, .gridCellUnsizedAxes, .layoutValue:
      return modifierNode(PassThroughRule(), child: child, mainAxis: mainAxis, path: path)
    case .unary(let layout):
      return modifierNode(UnaryLayoutRule(slot: addUnaryLayout(layout), name: InternedString(layout.name), flexibility: layout.flexibility),
                          child: child, mainAxis: mainAxis, path: path)
    }
  }
}
