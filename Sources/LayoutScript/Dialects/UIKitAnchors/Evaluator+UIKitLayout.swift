import LayoutCore
import LayoutRender

/// The end of a UIKit Auto Layout script: what its code did (`UIKitLayoutState`) made into the
/// engine's `AnchorsLayout` — the hierarchy under the root, the constraints UIKit makes itself
/// (layout guides, autoresizing masks, stack views) and then the script's active ones in the
/// order activated (so a conflict breaks the script's constraint, as UIKit's usually does).
extension Evaluator {
  /// What UIKit has done before its layout pass: ORStackView's constraints, the app's views
  /// constrained in code taken as Auto Layout's, the helpers' note, and the content the views
  /// take from their surroundings, which `layoutSubviews()` measures.
  private func prepareLayoutPasses() throws(Diagnostic) {
    try orStackConstraints()
    takeConstrainedAppViewsAsAutoLayout()
    noteConstraintHelpers()
    fillContentFromSurroundings()
  }

  /// The anchors layout of a script without a body that used UIKit's Auto Layout; nil otherwise.
  /// With `showingOwnViewAlone` (the file has nothing else to lay out), a shown view or controller
  /// whose code built nothing is its own view alone (`showOwnViewAlone`).
  func uikitAnchorsScript(showingOwnViewAlone: Bool) throws(Diagnostic) -> AnchorsScript? {
    let stackedOutlets = body == nil && !hasAnchorsLayout ? placeStoryboardOutlets() : []
    if body == nil, !hasAnchorsLayout {
      let wasUsed = uikit.isUsed
      if wasUsed { try prepareLayoutPasses() }
      try runShownLayoutPasses()
      if !wasUsed, uikit.isUsed { try prepareLayoutPasses() }  // a layout pass of frames alone: its views as it left them
      if uikit.isUsed { try runSubviewLayoutPasses() }
      if showingOwnViewAlone { _ = showOwnViewAlone() }
    }
    guard uikit.isUsed, body == nil, !hasAnchorsLayout, let root = uikitRoot() else {
      warnings += uikit.ignoredNotes
      return nil
    }
    attachScrollViewEdgesToContent()
    var builder = UIKitSystemConstraints(root: root)
    stackOutlets(stackedOutlets.filter { isUnder($0, root) }, &builder)
    let guides = LayoutGuideConstraints(
      canvas: canvas, root: root, isControllerRoot: { [viewTable] in viewTable.views[$0].name == "view" && viewTable.states[$0].isHost },
      margins: uikit.margins, preserves: uikit.preservesSuperviewMargins,
      guide: { kind, owner in self.guide(kind, of: owner, at: self.viewTable.views[owner].location) })
    // Stack views first: their gap guides and spanners are made while their constraints are.
    for (stack, configuration) in uikit.stacks.sorted(by: { $0.key < $1.key }) where isUnder(stack, root) {
      let rules = StackViewConstraints(
        stack: stack, configuration: configuration, isHidden: { [viewTable] in viewTable.views[$0].isHidden },
        intrinsic: { [viewTable] view, axis in viewTable.views[view].kind.intrinsicLength(axis) },
        guide: { kind, owner in self.guide(kind, of: owner, in: stack, at: self.viewTable.views[stack].location) })
      builder.add(rules.constraints(), at: viewTable.views[stack].location)
    }
    standInForEmptyStacks(&builder, under: root)
    var index = 0
    while index < uikit.added.count {  // guides may add guides (a margins guide its safe area's)
      let item = uikit.added[index]
      index += 1
      guard let kind = uikit.guideKinds[item], let owner = uikit.superviews[item], isUnder(owner, root) else { continue }
      builder.add(guides.constraints(of: item, kind: kind, owner: owner, superview: uikit.superviews[owner]),
                  at: viewTable.views[item].location)
    }
    for item in uikit.added where item != root && uikit.guideKinds[item] == nil && uikit.translatesMask(item) {
      guard let superview = uikit.superviews[item], isUnder(item, root) else { continue }
      builder.add(AutoresizingMaskConstraints.constraints(of: item, in: superview, frame: uikit.frames[item] ?? .zero,
                                                          mask: uikit.autoresizingMasks[item] ?? [],
                                                          superviewSize: currentFrame(of: superview).size),
                  at: viewTable.views[item].location)
    }
    restUnconstrainedGuides(&builder, under: root)
    placeViewsOfUnreadCode(&builder, under: root)
    if isUnsizedCell, viewTable.states[root].isHost { sizeAsRow(root, &builder) }
    if viewTable.states[root].isHost {
      freeCanvas(forSelfSized: root, constraints: uikit.activationOrder.map { uikit.records[$0].constraint }, name: flattenedClass ?? "the view")
    }
    let system = builder.layout.constraints.count
    builder.layout.constraints.reserveCapacity(system + uikit.activationOrder.count)
    for index in uikit.activationOrder {
      builder.add([uikit.records[index].constraint], at: uikit.records[index].location)
    }
    var layout = builder.layout
    layout.systemConstraints = Set(0..<system)
    place(under: root, into: &layout)
    layout.textViews = nonScrollingTextViews(in: layout.placed)
    nameGuides(layout.guides)
    addTextBaselines(to: &layout)
    for view in layout.placed where viewTable.views[view].typeName == "UISwitch" && viewTable.contentPriorities[view] == nil {
      // A UISwitch hugs and resists compression at 750 on both axes (UIKit's defaults for it, as
      // reported in openradar 39275811: "The default values for the switch are both 750").
      var priorities = ContentPriorities()
      priorities.hugging = [.horizontal: 750, .vertical: 750]
      layout.contentPriorities[view] = priorities
    }
    for view in layout.placed {
      if let priorities = viewTable.contentPriorities[view], priorities != ContentPriorities() { layout.contentPriorities[view] = priorities }
    }
    warnAboutInactive()
    warnAboutAutoresizing(under: root)
    var script = AnchorsScript(layout: layout, locations: builder.locations, location: viewTable.views[root].location)
    script.canvasConstants = CanvasConstant.found(
      in: layout.constraints, root: root, rootGuides: { [uikit] in uikit.guides[GuideKey(owner: root, kind: $0)] },
      controllerDefaults: guides.isControllerRoot(root) && uikit.margins[root] == nil)
    return script
  }

  /// A shown cell the script gives no size: laid out as a table lays out a row (`CellCanvas`), said in a note.
  private func sizeAsRow(_ root: Int, _ builder: inout UIKitSystemConstraints) {
    canvas = CellCanvas.canvas(from: canvas)
    builder.add([CellCanvas.heightConstraint(of: root)], at: viewTable.views[root].location)
    let name = flattenedClass ?? "the cell"
    note("'\(name)' is a cell, which its table or collection view sizes: it is laid out as a row, \(formatPoints(canvas.width)) "
           + "wide and as tall as its content's constraints make it, else \(formatPoints(CellCanvas.defaultHeight)) points "
           + "(a plain table's row, an estimate); canvas(width:height:) gives it another size", at: viewTable.views[root].location)
  }

  /// A custom guide constrained on one axis only (a spacer between views) lies at its owner's
  /// edge with no length on the other, at priority 1: UIKit never draws a guide and reports no
  /// ambiguity for an axis no constraint mentions (`UILayoutGuide.hasAmbiguousLayout` is about
  /// what the constraints leave open), so neither does the picture.
  private func restUnconstrainedGuides(_ builder: inout UIKitSystemConstraints, under root: Int) {
    let axes = constrainedAxes(builder)
    for (guide, kind) in uikit.guideKinds.sorted(by: { $0.key < $1.key }) where kind == .custom {
      guard let owner = uikit.superviews[guide], isUnder(owner, root) else { continue }
      for axis in Axis.allCases where axes[guide]?.contains(axis) != true {
        let (start, length): (AnchorAttribute, AnchorAttribute) = axis == .horizontal ? (.left, .width) : (.top, .height)
        builder.add([
          AnchorConstraint(item: guide, attribute: start, relation: .equal, secondItem: owner, secondAttribute: start, priority: 1,
                           identifier: "unconstrained-guide-axis"),
          AnchorConstraint(item: guide, attribute: length, relation: .equal, secondItem: nil, secondAttribute: nil, priority: 1,
                           identifier: "unconstrained-guide-axis"),
        ], at: viewTable.views[guide].location)
      }
    }
  }

  /// The axes on which each view or guide is named by a constraint made so far (the system's and the script's).
  func constrainedAxes(_ builder: UIKitSystemConstraints) -> [Int: Set<Axis>] {
    var axes: [Int: Set<Axis>] = [:]
    for constraint in builder.layout.constraints + uikit.activationOrder.map({ uikit.records[$0].constraint }) {
      axes[constraint.item, default: []].insert(constraint.attribute.axis)
      if let second = constraint.secondItem, let attribute = constraint.secondAttribute { axes[second, default: []].insert(attribute.axis) }
    }
    return axes
  }

  /// The baselines of every placed text view, for constraints on `firstBaseline` / `lastBaseline`.
  func addTextBaselines(to layout: inout AnchorsLayout) {
    for view in layout.placed {
      if let offsets = TextBaselines.offsets(of: viewTable.views[view].kind) { layout.baselines[view] = offsets }
    }
  }

  /// The root: the host view (`view`, `self`) when it has subviews (or the topmost superview of
  /// the host, when the class's code installs its own view on a view it is given:
  /// `cell.contentView.addSubview(self)`), else the topmost superview of the first view added to another.
  private func uikitRoot() -> Int? {
    var top: Int
    if let host = uikit.host, uikit.superviews.values.contains(host) {
      top = host
    } else if let first = uikit.added.first(where: { uikit.guideKinds[$0] == nil }) {
      top = first
    } else {
      return uikit.host
    }
    var seen: Set<Int> = [top]
    while let parent = uikit.superviews[top], seen.insert(parent).inserted { top = parent }
    return top
  }

  /// True when `item` is `root` or inside it.
  func isUnder(_ item: Int, _ root: Int) -> Bool {
    var current = item
    var seen: Set<Int> = []
    while current != root {
      guard seen.insert(current).inserted, let parent = uikit.superviews[current] else { return false }
      current = parent
    }
    return true
  }

  /// Every view and guide inside `root`, in the order added, with its superview.
  private func place(under root: Int, into layout: inout AnchorsLayout) {
    for item in uikit.added where item != root && isUnder(item, root) {
      layout.parents[item] = uikit.superviews[item]
      layout.placed.append(item)
      guard let kind = uikit.guideKinds[item] else { continue }
      layout.guides.insert(item)
      if kind == .stackGap || kind == .stackSpanner { layout.containerGuides.insert(item) }
    }
  }

  /// A guide's name: its owner's and its property's (`view.safeAreaLayoutGuide`, `stack.gap#2`).
  private func nameGuides(_ guides: Set<Int>) {
    for guide in guides.sorted() where viewTable.name(ofView: guide) == nil {
      guard let kind = uikit.guideKinds[guide], kind != .custom, let owner = uikit.superviews[guide] else { continue }
      let ownerName = viewTable.name(ofView: owner) ?? viewTable.views[owner].typeName
      _ = give(guide, name: "\(ownerName).\(kind.propertyName)")
    }
  }

  /// A warning for each view the script constrains while it still translates its autoresizing
  /// mask: UIKit's own constraints then fix its frame, and the script's conflict with them (the
  /// commonest Auto Layout slip in code; UIKit's log shows them as NSAutoresizingMaskLayoutConstraint).
  private func warnAboutAutoresizing(under root: Int) {
    var warned: Set<Int> = []
    for index in uikit.activationOrder {
      let record = uikit.records[index]
      let view = record.constraint.item
      guard view != root, uikit.guideKinds[view] == nil, uikit.translatesMask(view), uikit.superviews[view] != nil,
            isUnder(view, root), warned.insert(view).inserted else { continue }
      let name = viewTable.name(ofView: view) ?? viewTable.views[view].typeName
      warnings.append(Diagnostic(
        "'\(name)' still has translatesAutoresizingMaskIntoConstraints = true: UIKit adds constraints that fix its frame "
          + "(h=--& v=--&, at 0, 0, 0 × 0), which this one cannot move", at: record.location,
        hint: "set \(name).translatesAutoresizingMaskIntoConstraints = false before activating its constraints", severity: .warning))
    }
  }

  /// A warning for each constraint made and never activated (a common slip: UIKit's factory
  /// methods return inactive constraints).
  private func warnAboutInactive() {
    var warned: Set<SourceLocation> = []
    for (index, record) in uikit.records.enumerated() where !record.isActive && !uikit.deactivated.contains(index) {
      guard warned.insert(record.location).inserted else { continue }  // a VFL string makes several at one place
      warnings.append(Diagnostic("this constraint is made but never activated, so it does nothing", at: record.location,
                                 hint: "add `.isActive = true`, or pass it to NSLayoutConstraint.activate([…])", severity: .warning))
    }
  }
}

/// The constraints of a UIKit layout as they are gathered, with where each was written.
struct UIKitSystemConstraints {
  var layout: AnchorsLayout
  var locations: [SourceLocation] = []
  private var seen: Set<AnchorConstraint> = []

  init(root: Int) { layout = AnchorsLayout(root: root) }

  /// Activates each constraint once, written at `location`.
  mutating func add(_ constraints: [AnchorConstraint], at location: SourceLocation) {
    for constraint in constraints where seen.insert(constraint).inserted {
      layout.constraints.append(constraint)
      locations.append(location)
    }
  }
}
