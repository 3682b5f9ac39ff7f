import LayoutCore

/// The constraints of a parsed format.
struct VisualFormatConstraints {
  static let alignments: [String: AnchorAttribute] = [
    "alignAllLeft": .left, "alignAllRight": .right, "alignAllTop": .top, "alignAllBottom": .bottom,
    "alignAllLeading": .leading, "alignAllTrailing": .trailing, "alignAllCenterX": .centerX, "alignAllCenterY": .centerY,
    "alignAllFirstBaseline": .firstBaseline, "alignAllLastBaseline": .lastBaseline, "alignAllBaseline": .lastBaseline,
  ]
  static let directions = ["directionLeadingToTrailing", "directionLeftToRight", "directionRightToLeft", "directionMask",
                           "spacingEdgeToEdge", "spacingBaselineToBaseline", "spacingMask", "alignmentMask"]

  let format: VisualFormat
  let views: [Int]
  let named: [String: Int]
  let options: [String]
  let evaluator: Evaluator
  let formatArgument: EvaluatedArgument

  /// The constraints made, in the format's order; their indices.
  func constraints() throws(Diagnostic) -> [Int] {
    let leftToRight = options.contains("directionLeftToRight")
    let (start, end, length): (AnchorAttribute, AnchorAttribute, AnchorAttribute) = format.axis == .vertical ? (.top, .bottom, .height)
      : leftToRight ? (.left, .right, .width) : (.leading, .trailing, .width)
    var made: [Int] = []
    func make(_ item: Int, _ attribute: AnchorAttribute, _ relation: AnchorRelation, _ second: Int?, _ secondAttribute: AnchorAttribute?,
              constant: Double, priority: Double) {
      let constraint = AnchorConstraint(item: item, attribute: attribute, relation: relation, secondItem: second,
                                        secondAttribute: secondAttribute, constant: constant, priority: priority)
      made.append(evaluator.uikit.make(constraint, at: formatArgument.location))
    }
    let superview = views.first.flatMap { evaluator.uikit.superviews[$0] }
    func requireSuperview(_ offset: Int) throws(Diagnostic) -> Int {
      guard let superview else {
        throw Diagnostic("'|' needs the views' superview, and the first view has none yet", at: evaluator.location(in: formatArgument, offset: offset),
                         hint: "add the views with addSubview before making their constraints")
      }
      return superview
    }
    func connect(_ link: VisualFormat.Connection, later: (Int, AnchorAttribute), earlier: (Int, AnchorAttribute), toSuperview: Bool) {
      switch link {
      case .flush: make(later.0, later.1, .equal, earlier.0, earlier.1, constant: 0, priority: 1000)
      case .standard:
        let space = toSuperview ? UIKitAnchorsVocabulary.superviewSpacing : UIKitAnchorsVocabulary.standardSpacing
        make(later.0, later.1, .equal, earlier.0, earlier.1, constant: space, priority: 1000)
      case .predicates(let predicates):
        for predicate in predicates {
          guard case .constant(let constant) = predicate.object else { continue }
          make(later.0, later.1, predicate.relation, earlier.0, earlier.1, constant: constant, priority: predicate.priority)
        }
      }
    }
    if let link = format.leadingSuperview, let first = views.first {
      let parent = try requireSuperview(0)
      connect(link, later: (first, start), earlier: (parent, start), toSuperview: true)
    }
    for (index, item) in format.views.enumerated() {
      let id = views[index]
      for predicate in item.view.predicates {
        switch predicate.object {
        case .constant(let constant):
          make(id, length, predicate.relation, nil, nil, constant: constant, priority: predicate.priority)
        case .view(let name):
          guard let other = named[name] else {
            throw Diagnostic("'\(name)' is neither a key of the views dictionary nor of the metrics",
                             at: evaluator.location(in: formatArgument, offset: predicate.offset))
          }
          make(id, length, predicate.relation, other, length, constant: 0, priority: predicate.priority)
        }
      }
      if index > 0, let link = item.connection {
        connect(link, later: (id, start), earlier: (views[index - 1], end), toSuperview: false)
      } else if index > 0 {
        connect(.flush, later: (id, start), earlier: (views[index - 1], end), toSuperview: false)
      }
    }
    if let link = format.trailingSuperview, let last = views.last {
      let parent = try requireSuperview(0)
      connect(link, later: (parent, end), earlier: (last, end), toSuperview: true)
    }
    for name in options {
      guard let attribute = Self.alignments[name] else { continue }
      guard attribute.axis != format.axis || attribute.isBaseline && format.axis == .horizontal else {
        throw Diagnostic("'.\(name)' aligns along the format's own axis: UIKit raises an exception for it", at: formatArgument.location,
                         hint: format.axis == .horizontal ? "a horizontal format aligns .alignAllTop, .alignAllBottom, .alignAllCenterY or baselines"
                           : "a vertical format aligns .alignAllLeading, .alignAllTrailing, .alignAllLeft, .alignAllRight or .alignAllCenterX")
      }
      for (previous, view) in zip(views, views.dropFirst()) {
        make(view, attribute, .equal, previous, attribute, constant: 0, priority: 1000)
      }
    }
    return made
  }
}
