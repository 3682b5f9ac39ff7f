import LayoutCore

/// A compiled node's primitive: its rule, a plain value (tables of the tree hold what is not).
/// The one switch over primitives: each method hands the node to its rule.
enum SwiftUIOp {
  case leaf(LeafRule)
  case stack(StackRule)
  case zStack(ZStackRule)
  case grid(GridRule)
  case lazyGrid(LazyGridRule)
  case custom(CustomContainerRule)
  case geometryReader(GeometryReaderRule)
  case ignoresSafeArea(IgnoresSafeAreaRule)
  case scrollView(ScrollViewRule)
  case viewThatFits(ViewThatFitsRule)
  case spacer(SpacerRule)
  case emptyStack(EmptyStackRule)
  case padding(PaddingRule)
  case frame(FixedFrameRule)
  case flexibleFrame(FlexibleFrameRule)
  case fixedSize(FixedSizeRule)
  case layoutPriority(LayoutPriorityRule)
  case alignmentGuide(AlignmentGuideRule)
  case offset(OffsetRule)
  case layer(LayerRule)
  case aspectRatio(AspectRatioRule)
  case unary(UnaryLayoutRule)
  case transparent(PassThroughRule)

  /// Runs `call` with this node's rule: the one switch over primitives (specialised per rule
  /// type, so a call costs what a direct call does).
  func apply<Call: RuleCall>(_ call: Call, _ run: inout SwiftUIRun) -> Call.Result {
    switch self {
    case .leaf(let rule): return call(rule, &run)
    case .stack(let rule): return call(rule, &run)
    case .zStack(let rule): return call(rule, &run)
    case .grid(let rule): return call(rule, &run)
    case .lazyGrid(let rule): return call(rule, &run)
    case .custom(let rule): return call(rule, &run)
    case .geometryReader(let rule): return call(rule, &run)
    case .ignoresSafeArea(let rule): return call(rule, &run)
    case .scrollView(let rule): return call(rule, &run)
    case .viewThatFits(let rule): return call(rule, &run)
    case .spacer(let rule): return call(rule, &run)
    case .emptyStack(let rule): return call(rule, &run)
    case .padding(let rule): return call(rule, &run)
    case .frame(let rule): return call(rule, &run)
    case .flexibleFrame(let rule): return call(rule, &run)
    case .fixedSize(let rule): return call(rule, &run)
    case .layoutPriority(let rule): return call(rule, &run)
    case .alignmentGuide(let rule): return call(rule, &run)
    case .offset(let rule): return call(rule, &run)
    case .layer(let rule): return call(rule, &run)
    case .aspectRatio(let rule): return call(rule, &run)
    case .unary(let rule): return call(rule, &run)
    case .transparent(let rule): return call(rule, &run)
    }
  }

  /// The same for a call that needs no run.
  func apply<Call: TreeCall>(_ call: Call, _ tree: SwiftUITree) -> Call.Result {
    switch self {
    case .leaf(let rule): return call(rule, tree)
    case .stack(let rule): return call(rule, tree)
    case .zStack(let rule): return call(rule, tree)
    case .grid(let rule): return call(rule, tree)
    case .lazyGrid(let rule): return call(rule, tree)
    case .custom(let rule): return call(rule, tree)
    case .geometryReader(let rule): return call(rule, tree)
    case .ignoresSafeArea(let rule): return call(rule, tree)
    case .scrollView(let rule): return call(rule, tree)
    case .viewThatFits(let rule): return call(rule, tree)
    case .spacer(let rule): return call(rule, tree)
    case .emptyStack(let rule): return call(rule, tree)
    case .padding(let rule): return call(rule, tree)
    case .frame(let rule): return call(rule, tree)
    case .flexibleFrame(let rule): return call(rule, tree)
    case .fixedSize(let rule): return call(rule, tree)
    case .layoutPriority(let rule): return call(rule, tree)
    case .alignmentGuide(let rule): return call(rule, tree)
    case .offset(let rule): return call(rule, tree)
    case .layer(let rule): return call(rule, tree)
    case .aspectRatio(let rule): return call(rule, tree)
    case .unary(let rule): return call(rule, tree)
    case .transparent(let rule): return call(rule, tree)
    }
  }
}

/// Something asked of a node's rule during a run (`SwiftUIOp.apply`).
protocol RuleCall {
  associatedtype Result
  func callAsFunction<Rule: SwiftUIRule>(_ rule: Rule, _ run: inout SwiftUIRun) -> Result
}

/// Something asked of a node's rule of the compiled tree alone.
protocol TreeCall {
  associatedtype Result
  func callAsFunction<Rule: SwiftUIRule>(_ rule: Rule, _ tree: SwiftUITree) -> Result
}
