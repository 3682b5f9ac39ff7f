import LayoutCore

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the constraints a
/// VFL string stands for (inactive until activated, as UIKit returns them), a syntax error
/// reported at its column inside the string literal.
///
/// The constraints, from the Auto Layout Guide's VFL page: along the axis (`H:` by default,
/// leading to trailing; `.directionLeftToRight` uses left and right), each connection relates
/// the later view's leading edge to the earlier one's trailing edge plus its spacing (`-` the
/// standard space: 8 points between views, 20 to the superview's edge; no dash: flush), a view's
/// predicates its length (`[a(100)]`, `[a(>=70,<=100)]`, `[a(==b)]`, `@750`); an `alignAll…`
/// option aligns every view with the first on that attribute, perpendicular to the axis.
extension Evaluator {
  func visualFormatConstraints(_ arguments: Arguments) throws(Diagnostic) -> Value {
    try arguments.check(["withVisualFormat", "options", "metrics", "views"])
    let formatArgument = try required(arguments, "withVisualFormat", "a format string")
    let format = try string(formatArgument, default: "")
    let metrics = try dictionary(arguments["metrics"]) { (argument: EvaluatedArgument) throws(Diagnostic) -> Double in try finiteNumber(argument, default: 0) }
    let views = try dictionary(arguments["views"]) { (argument: EvaluatedArgument) throws(Diagnostic) -> Int in try item(of: argument, "views") }
    let options = try formatOptions(arguments["options"])
    var parser = VisualFormatParser(format, metrics: metrics)
    let parsed: VisualFormat
    do {
      parsed = try parser.parse()
    } catch {
      throw Diagnostic("invalid visual format: \(error.message)", at: location(in: formatArgument, offset: error.offset),
                       hint: "the grammar: H:|-8-[a(==b)]-(>=8@750)-[b]-|; see the Auto Layout Guide's Visual Format Language")
    }
    var ids: [Int] = []
    for item in parsed.views {
      guard let id = views[item.view.name] else {
        throw Diagnostic("'\(item.view.name)' is not a key in the views dictionary", at: location(in: formatArgument, offset: item.view.offset),
                         hint: didYouMean(item.view.name, among: views.keys) ?? "add \"\(item.view.name)\": \(item.view.name) to views:")
      }
      ids.append(id)
    }
    return .array(try VisualFormatConstraints(format: parsed, views: ids, named: views, options: options, evaluator: self,
                                              formatArgument: formatArgument).constraints().map { .uikit(.constraint($0)) })
  }

  /// A `[String: T]` literal (an array of key/value pairs), or empty for nil.
  private func dictionary<T>(_ argument: EvaluatedArgument?, _ convert: (EvaluatedArgument) throws(Diagnostic) -> T) throws(Diagnostic) -> [String: T] {
    guard let argument, !argument.value.isNil else { return [:] }
    guard case .array(let pairs) = argument.value else { throw mismatch(argument, "a dictionary [\"name\": value]") }
    var result: [String: T] = [:]
    for pair in pairs {
      guard case .structure(let tuple) = pair, tuple.fields.count == 2, case .string(let key) = tuple.fields[0].value else {
        throw mismatch(argument, "a dictionary [\"name\": value]")
      }
      result[key] = try convert(EvaluatedArgument(label: key, value: tuple.fields[1].value, isTrailingClosure: false,
                                                  location: argument.location, callee: argument.callee))
    }
    return result
  }

  /// `options: [.alignAllTop, .alignAllBottom]`, `.alignAllCenterY`, `[]`.
  private func formatOptions(_ argument: EvaluatedArgument?) throws(Diagnostic) -> [String] {
    guard let argument else { return [] }
    var names: [String] = []
    func collect(_ value: Value) -> Bool {
      switch value {
      case .member(let name): names.append(name)
      case .array(let items): return items.allSatisfy(collect)
      case .number(0), .void: break
      default: return false
      }
      return true
    }
    guard collect(argument.value) else { throw mismatch(argument, "NSLayoutConstraint.FormatOptions, such as [.alignAllCenterY]") }
    for name in names where VisualFormatConstraints.alignments[name] == nil && !VisualFormatConstraints.directions.contains(name) {
      throw Diagnostic("NSLayoutConstraint.FormatOptions has no member '\(name)'", at: argument.location,
                       hint: didYouMean(name, among: Array(VisualFormatConstraints.alignments.keys) + VisualFormatConstraints.directions))
    }
    return names
  }

  /// The place of byte `offset` of a format written as a plain string literal (else the argument's start).
  func location(in argument: EvaluatedArgument, offset: Int) -> SourceLocation {
    let start = argument.location
    guard let source = sources[start.file] else { return start }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.indices.contains(start.line - 1) else { return start }
    let line = Array(lines[start.line - 1].utf8)
    // The argument starts at its label (`withVisualFormat: "…"`): the literal is the first quote after it.
    guard start.column - 1 < line.count, let quote = line[(start.column - 1)...].firstIndex(of: UInt8(ascii: "\"")),
          !line[(quote + 1)..<min(line.count, quote + 1 + offset)].contains(UInt8(ascii: "\\")) else { return start }
    return SourceLocation(file: start.file, line: start.line, column: quote + 2 + offset)
  }
}

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
