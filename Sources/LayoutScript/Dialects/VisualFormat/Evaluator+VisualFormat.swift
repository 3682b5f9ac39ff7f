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
