import LayoutCore

/// Builds the layout a console log describes: its views (`LogViews`), its constraints, and
/// the rules of UIKit's the log leaves out, each a constraint of its own (`ImplicitRule`):
/// - a view's width and height never go below zero (what real logs show: a cell held at
///   height 0 conflicts with its top and bottom padding alone; an action sheet's `width == - 16`
///   conflicts on its own);
/// - a view's layout margins are 8 points on each side ("For other views, the default layout
///   margins are normally 8 points on each side", UIView.layoutMargins, Apple's documentation),
///   for the `leadingMargin` attributes of older logs and for the edges of a
///   `UIViewLayoutMarginsGuide` the log prints no `UIView-…Margin-guide-constraint` for;
/// - a label's first baseline lies one font size below its top and its last baseline a fifth
///   of a line above its bottom (an estimate from the leaf model's line, 1.25 × font: UIKit's
///   ascender and descender are the font's own);
/// - a view nothing places or sizes rests at its superview's top left and fills it (priority 1,
///   below everything: only what the log leaves open is decided so, for the picture).
/// The implicit constraints come first, then the log's in its order, then the resting places.
struct LogLayoutBuilder {
  private(set) var views = LogViews()
  private(set) var implicit: [(AnchorConstraint, ImplicitRule)] = []
  private var marginEdgesSet: Set<String> = []

  /// The default layout margin (Apple's documentation of `UIView.layoutMargins`).
  static let defaultMargin = 8.0
  /// The font size of a label the log shows (SPEC's default leaf font).
  static let font = 16.0

  /// The constraint of `logged` over the model's views, met on `line`.
  mutating func constraint(_ logged: LoggedConstraint, identifier: String?, line: Int) -> AnchorConstraint {
    let (item, attribute) = resolve(logged.first, logged.attribute, line: line)
    var second: (Int, AnchorAttribute)?
    if let end = logged.second, let secondAttribute = logged.secondAttribute {
      second = resolve(end, secondAttribute, line: line)
    }
    noteMarginEdge(identifier, views: [item, second?.0].compactMap { $0 })
    return AnchorConstraint(item: item, attribute: attribute, relation: logged.relation, secondItem: second?.0,
                            secondAttribute: second?.1, multiplier: logged.multiplier, constant: logged.constant,
                            priority: logged.priority, identifier: identifier)
  }

  /// Records the views a description names, in the order of the log's text, and the
  /// superviews its `|` names, before any constraint is resolved: views are numbered in
  /// reading order, and the hierarchy is known whatever the order of the lines.
  mutating func note(_ items: [LoggedItem], of logged: LoggedConstraint, line: Int) {
    for item in items { _ = views.view(for: item, line: line) }
    for end in [logged.first, logged.second].compactMap({ $0 }) {
      guard case .superview(let child, let named?) = end else { continue }
      let childID = views.view(for: child, line: line)
      views.setParent(views.view(for: named, line: line), of: childID)
    }
  }

  private mutating func resolve(_ end: LoggedEnd, _ attribute: LoggedAttribute, line: Int) -> (Int, AnchorAttribute) {
    let view: Int
    switch end {
    case .item(let item): view = views.view(for: item, line: line)
    case .superview(let child, let named):
      view = views.superview(of: views.view(for: child, line: line), named: named, line: line)
    }
    switch attribute {
    case .plain(let plain): return (view, plain)
    case .margin(let plain): return (marginsGuide(of: view, line: line), plain)
    case .baseline(let first): return (baseline(of: view, first: first, line: line), .top)
    }
  }

  /// The margins guide of `owner` that `leadingMargin` and its kin stand for, with the default margins.
  private mutating func marginsGuide(of owner: Int, line: Int) -> Int {
    let known = views.count
    let guide = views.derivedView(.marginsGuide(of: owner), parent: owner, line: line)
    if guide == known { addDefaultMargins(guide, owner: owner, edges: [.leading, .trailing, .top, .bottom]) }
    return guide
  }

  private mutating func addDefaultMargins(_ guide: Int, owner: Int, edges: [AnchorAttribute]) {
    let margin = Self.defaultMargin
    for edge in edges {
      let inward = edge == .leading || edge == .top
      let constraint = inward
        ? AnchorConstraint(item: guide, attribute: edge, relation: .equal, secondItem: owner, secondAttribute: edge, constant: margin)
        : AnchorConstraint(item: owner, attribute: edge, relation: .equal, secondItem: guide, secondAttribute: edge, constant: margin)
      implicit.append((constraint, .defaultMargin(view: owner, edge: edge)))
    }
  }

  /// A label's baseline as a zero-height guide at the estimated offset.
  private mutating func baseline(of owner: Int, first: Bool, line: Int) -> Int {
    let known = views.count
    let guide = views.derivedView(.baseline(of: owner, first: first), parent: owner, line: line)
    guard guide == known else { return guide }
    let offset = first ? Self.font : -Self.font * 1.25 / 5
    implicit.append((AnchorConstraint(item: guide, attribute: .top, relation: .equal, secondItem: owner,
                                      secondAttribute: first ? .top : .bottom, constant: offset), .baseline(view: owner)))
    implicit.append((AnchorConstraint(item: guide, attribute: .height, relation: .equal, secondItem: nil, secondAttribute: nil),
                     .baseline(view: owner)))
    return guide
  }

  /// Remembers which edges of a `UIViewLayoutMarginsGuide` the log's own guide constraints set.
  private mutating func noteMarginEdge(_ identifier: String?, views ids: [Int]) {
    guard let identifier, identifier.contains("Margin-guide-constraint") else { return }
    for id in ids where views.item(id)?.text == "UIViewLayoutMarginsGuide" {
      for edge in ["left", "right", "top", "bottom", "leading", "trailing"] where identifier.contains("-\(edge)Margin") {
        marginEdgesSet.insert("\(id).\(edge)")
      }
    }
  }

  /// The rules added once every constraint of the log is read: default margins of printed
  /// margins guides (their owner being the superview the guide constraints name, else the
  /// superview of a view constrained to the guide), non-negative lengths, resting places.
  mutating func finish(_ constraints: [AnchorConstraint]) -> (before: [(AnchorConstraint, ImplicitRule)], after: [(AnchorConstraint, ImplicitRule)]) {
    for id in 0..<views.count where views.item(id)?.text == "UIViewLayoutMarginsGuide" {
      if views.parents[id] == nil, let owner = ownerOfGuide(id, constraints) { views.setParent(owner, of: id) }
      guard let owner = views.parents[id] else { continue }
      let missing: [AnchorAttribute] = [(AnchorAttribute.leading, ["left", "leading"]), (.trailing, ["right", "trailing"]),
                                        (.top, ["top"]), (.bottom, ["bottom"])]
        .filter { _, names in !names.contains { marginEdgesSet.contains("\(id).\($0)") } }.map(\.0)
      addDefaultMargins(id, owner: owner, edges: missing)
    }
    for id in 1..<views.count {
      if views.parents[id] == nil { views.parents[id] = 0 }
      if let item = views.item(id), item.isLayoutGuide { continue }
      if case .marginsGuide = views.origins[id] { continue }
      if case .baseline = views.origins[id] { continue }
      for axis in Axis.allCases {
        implicit.append((AnchorConstraint(item: id, attribute: axis == .horizontal ? .width : .height, relation: .greaterOrEqual,
                                          secondItem: nil, secondAttribute: nil), .nonNegativeLength(view: id, axis: axis)))
      }
    }
    var resting: [(AnchorConstraint, ImplicitRule)] = []
    for id in 1..<views.count {
      let parent = views.parents[id] ?? 0
      for attribute in [AnchorAttribute.left, .top, .width, .height] {
        resting.append((AnchorConstraint(item: id, attribute: attribute, relation: .equal, secondItem: parent,
                                         secondAttribute: attribute, priority: 1), .restingPlace(view: id)))
      }
    }
    return (implicit, resting)
  }

  /// The superview of a view the log constrains to `guide`, when the log names it.
  private func ownerOfGuide(_ guide: Int, _ constraints: [AnchorConstraint]) -> Int? {
    for constraint in constraints {
      let other = constraint.item == guide ? constraint.secondItem : (constraint.secondItem == guide ? constraint.item : nil)
      if let other, let parent = views.parents[other], parent != 0, parent != guide { return parent }
    }
    return nil
  }
}
