import LayoutCore

/// One element of a compiled layout tree: what it is (with its payload, plain values only, so
/// reading a node copies no reference), where its children are, and the answers to
/// QuickLayout's first two questions, flexibility and priority, worked out once per run.
struct TreeNode {
  var op: NodeOp
  // Where the children are, in 32 bits each (a tree has at most `ScriptLimits.elementCount`
  // nodes): in this order the node takes 88 bytes, not 136, in a tree of 80,000 nodes.
  private let storedChildStart: Int32
  private let storedChildCount: Int32
  var flexibility: NodeFlexibility
  /// The priority a stack groups the node by.
  var priority: Double
  /// The axis of the nearest enclosing stack or flow (a grid's cells: horizontal): spacers grow
  /// along it.
  var mainAxis: Axis
  /// The kind of the node the element makes in the result; nil when it passes its child's through.
  var resultKind: NodeKind?

  init(op: NodeOp, childStart: Int = 0, childCount: Int = 0, flexibility: NodeFlexibility, priority: Double, mainAxis: Axis,
       resultKind: NodeKind? = nil) {
    self.op = op
    storedChildStart = Int32(childStart)
    storedChildCount = Int32(childCount)
    self.flexibility = flexibility
    self.priority = priority
    self.mainAxis = mainAxis
    self.resultKind = resultKind
  }

  /// The node's children are `LayoutTree.children[childStart ..< childStart + childCount]`.
  var childStart: Int { Int(storedChildStart) }
  var childCount: Int { Int(storedChildCount) }
}

/// What a node is, with its payload.
enum NodeOp {
  case leaf(LeafRule)
  /// A view of the script's own class; its body, if any, is its child.
  case host(HostRule)
  case stack(StackRule)
  case zStack(ZStackRule)
  case flow(FlowRule)
  case grid(GridRule)
  case custom(CustomContainerRule)
  case spacer(SpacerRule)
  case empty
  case modifier(ModifierPayload)
}

/// A node's flexibility on each axis, as a stack along either axis asks it (spacers and what
/// holds them answer differently along and across a stack).
struct NodeFlexibility {
  var alongHorizontal: AxesFlexibility
  var alongVertical: AxesFlexibility

  /// The flexibility on `axis` when the nearest stack runs along `mainAxis`.
  func on(_ axis: Axis, mainAxis: Axis) -> Flexibility {
    let pair = mainAxis == .horizontal ? alongHorizontal : alongVertical
    return axis == .horizontal ? pair.horizontal : pair.vertical
  }

  /// The same flexibility whatever the stack's axis.
  init(_ flexibility: (Axis, Axis) -> Flexibility) {
    alongHorizontal = AxesFlexibility(horizontal: flexibility(.horizontal, .horizontal), vertical: flexibility(.vertical, .horizontal))
    alongVertical = AxesFlexibility(horizontal: flexibility(.horizontal, .vertical), vertical: flexibility(.vertical, .vertical))
  }
}

extension NodeOp {
  /// The view a node is, for a leaf or a hosted view.
  var viewID: Int? {
    switch self {
    case .leaf(let leaf): return leaf.viewID
    case .host(let host): return host.viewID
    default: return nil
    }
  }
}
