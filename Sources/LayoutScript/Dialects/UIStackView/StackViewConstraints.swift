import LayoutCore

/// The constraints UIKit makes for a stack view's arranged views, named as UIKit names them
/// (`UISV-…`, what `:constraints` and a console log show).
///
/// The rules are UIStackView's reference (each distribution and alignment as Apple documents
/// it) made into constraints the way UIKit's own are printed in logs and read by published
/// reverse-engineering of UIStackView (the `UISV-canvas-connection`, `UISV-spacing`,
/// `UISV-alignment`, `UISV-spanning-boundary`, `UISV-fill-equally`, `UISV-distributing-edge`,
/// `UISV-fill-proportionally` and `UISV-hiding` identifiers, the `_UIOLAGapGuide` spacers of the
/// equal distributions and the `_UILayoutSpacer` alignment spanner). Measured by others, not
/// documented: the spanner's fit pull (priority 51 here, an estimate: just above the fitting
/// size level), equal centering's equal gaps being optional (150 here, an estimate below
/// compression resistance: Apple documents that spacing shrinks to `spacing` first, then views
/// compress), and fill proportionally's constraints: each view's length the stack's times its
/// share of the intrinsic lengths, at 999 for the first view, 998 for the second and so on, the
/// spacing not taken out (the reverse-engineering in stackoverflow.com/a/46368061 and
/// openradar 34595752: with a spacing, the later views give way).
struct StackViewConstraints {
  let stack: Int
  let configuration: StackViewConfiguration
  /// True for a hidden arranged view (UIKit collapses it: `UISV-hiding`).
  let isHidden: (Int) -> Bool
  /// A view's intrinsic length on an axis, for fill proportionally.
  let intrinsic: (Int, Axis) -> Double?
  /// A guide of the stack view (its margins, a gap, its spanner), made on demand.
  let guide: (GuideKind, Int) -> Int

  private var main: (start: AnchorAttribute, end: AnchorAttribute, length: AnchorAttribute, center: AnchorAttribute) {
    configuration.axis == .horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
  }

  private var cross: (start: AnchorAttribute, end: AnchorAttribute, length: AnchorAttribute, center: AnchorAttribute) {
    configuration.axis == .horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
  }

  /// Every constraint, in the order UIKit's log lists them: the canvas connections, spacing,
  /// the distribution's, the alignment's, the hidden views'.
  func constraints() -> [AnchorConstraint] {
    let visible = configuration.arranged.filter { !isHidden($0) }
    let edge = configuration.isLayoutMarginsRelativeArrangement ? guide(.margins, stack) : stack
    var list: [AnchorConstraint] = []
    if let first = visible.first, let last = visible.last {
      list.append(make(edge, main.start, first, main.start, "UISV-canvas-connection"))
      list.append(make(edge, main.end, last, main.end, "UISV-canvas-connection"))
    }
    list += spacing(visible)
    list += distribution(visible)
    list += alignment(visible, edge: edge)
    for view in configuration.arranged where isHidden(view) {
      list.append(AnchorConstraint(item: view, attribute: main.length, relation: .equal, secondItem: nil, secondAttribute: nil,
                                   identifier: "UISV-hiding"))
      list.append(make(view, main.start, edge, main.start, "UISV-hiding"))
      list.append(make(view, cross.start, edge, cross.start, "UISV-hiding"))
      list.append(make(view, cross.end, edge, cross.end, "UISV-hiding"))
    }
    return list
  }

  /// `next.leading == previous.trailing + spacing` (at least, for the equal distributions);
  /// between baselines in a vertical stack with `isBaselineRelativeArrangement`.
  private func spacing(_ views: [Int]) -> [AnchorConstraint] {
    let atLeast = [.equalSpacing, .equalCentering].contains(configuration.distribution)
    let baselines = configuration.isBaselineRelativeArrangement && configuration.axis == .vertical
    return zip(views, views.dropFirst()).map { previous, next in
      let space = configuration.customSpacing[previous] ?? configuration.spacing
      return AnchorConstraint(item: next, attribute: baselines ? .firstBaseline : main.start,
                              relation: atLeast ? .greaterOrEqual : .equal, secondItem: previous,
                              secondAttribute: baselines ? .lastBaseline : main.end, constant: space, identifier: "UISV-spacing")
    }
  }

  private func distribution(_ views: [Int]) -> [AnchorConstraint] {
    guard let first = views.first else { return [] }
    switch configuration.distribution {
    case .fill:
      return []
    case .fillEqually:
      return views.dropFirst().map { make($0, main.length, first, main.length, "UISV-fill-equally") }
    case .fillProportionally:
      // `view[i].length == (intrinsic[i] / Σ intrinsic) × stack.length @ 999 - i`: the spacing is
      // not taken out, so with a spacing the later views give way (openradar 34595752).
      let lengths = views.map { intrinsic($0, configuration.axis) ?? 0 }
      let total = lengths.reduce(0, +)
      guard total > 0 else { return [] }
      return zip(views, lengths).enumerated().map { index, pair in
        AnchorConstraint(item: pair.0, attribute: main.length, relation: .equal, secondItem: stack, secondAttribute: main.length,
                         multiplier: pair.1 / total, priority: Double(max(999 - index, 251)), identifier: "UISV-fill-proportionally")
      }
    case .equalSpacing, .equalCentering:
      let centring = configuration.distribution == .equalCentering
      var list: [AnchorConstraint] = []
      var gaps: [Int] = []
      for (previous, next) in zip(views, views.dropFirst()) {
        let gap = guide(.stackGap, previous)
        gaps.append(gap)
        list.append(make(gap, main.start, previous, centring ? main.center : main.end, "UISV-distributing-edge"))
        list.append(make(gap, main.end, next, centring ? main.center : main.start, "UISV-distributing-edge"))
        // A gap lies along the stack's cross-axis start, with no cross length (it only measures the main axis).
        list.append(make(gap, cross.start, stack, cross.start, "UISV-distributing-edge"))
        list.append(AnchorConstraint(item: gap, attribute: cross.length, relation: .equal, secondItem: nil, secondAttribute: nil,
                                     identifier: "UISV-distributing-edge"))
      }
      for gap in gaps.dropFirst() {
        list.append(make(gap, main.length, gaps[0], main.length, "UISV-fill-equally", priority: centring ? 150 : 1000))
      }
      return list
    }
  }

  private func alignment(_ views: [Int], edge: Int) -> [AnchorConstraint] {
    guard let first = views.first else { return [] }
    let alignment = configuration.alignment
    if alignment == .fill {
      return [make(edge, cross.start, first, cross.start, "UISV-canvas-connection"),
              make(edge, cross.end, first, cross.end, "UISV-canvas-connection")]
        + views.dropFirst().flatMap { [make($0, cross.start, first, cross.start, "UISV-alignment"),
                                      make($0, cross.end, first, cross.end, "UISV-alignment")] }
    }
    let attribute: AnchorAttribute
    switch alignment {
    case .leading, .top: attribute = cross.start
    case .trailing, .bottom: attribute = cross.end
    case .center, .fill: attribute = cross.center
    case .firstBaseline: attribute = configuration.axis == .horizontal ? .firstBaseline : cross.start
    case .lastBaseline: attribute = configuration.axis == .horizontal ? .lastBaseline : cross.end
    }
    let spanner = guide(.stackSpanner, stack)
    var list: [AnchorConstraint] = []
    if !attribute.isBaseline { list.append(make(edge, attribute, first, attribute, "UISV-canvas-connection")) }
    list += views.dropFirst().map { make($0, attribute, first, attribute, "UISV-alignment") }
    for view in views {
      list.append(AnchorConstraint(item: view, attribute: cross.start, relation: .greaterOrEqual, secondItem: spanner,
                                   secondAttribute: cross.start, identifier: "UISV-spanning-boundary"))
      list.append(AnchorConstraint(item: view, attribute: cross.end, relation: .lessOrEqual, secondItem: spanner,
                                   secondAttribute: cross.end, identifier: "UISV-spanning-boundary"))
    }
    list.append(make(spanner, cross.start, edge, cross.start, "UISV-canvas-connection"))
    list.append(make(spanner, cross.end, edge, cross.end, "UISV-canvas-connection"))
    list.append(AnchorConstraint(item: spanner, attribute: cross.length, relation: .equal, secondItem: nil, secondAttribute: nil,
                                 priority: 51, identifier: "UISV-spanning-fit"))
    // The spanner lies along the stack's start edge, no longer than nothing on the main axis.
    list.append(make(spanner, main.start, edge, main.start, "UISV-spanning-boundary"))
    list.append(AnchorConstraint(item: spanner, attribute: main.length, relation: .equal, secondItem: nil, secondAttribute: nil,
                                 identifier: "UISV-spanning-boundary"))
    return list
  }

  private func make(_ item: Int, _ attribute: AnchorAttribute, _ second: Int, _ secondAttribute: AnchorAttribute,
                    _ identifier: String, priority: Double = 1000) -> AnchorConstraint {
    AnchorConstraint(item: item, attribute: attribute, relation: .equal, secondItem: second, secondAttribute: secondAttribute,
                     priority: priority, identifier: identifier)
  }
}
