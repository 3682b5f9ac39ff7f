import LayoutCore

/// The script's custom alignments by name, per axis.
struct AlignmentTable: Sendable {
  var vertical: [String: AlignmentID] = [:]
  var horizontal: [String: AlignmentID] = [:]
}

/// Conversions of argument values to the types the engine needs, with a clear error when the
/// value does not fit. `.name` shorthand is resolved here, by the type expected.
extension Evaluator {
  /// An error saying `argument` should have been `expected`.
  func mismatch(_ argument: EvaluatedArgument, _ expected: String, hint: String? = nil) -> Diagnostic {
    if let undeclared = misplacedPlaceholder(argument.value, at: argument.location, expected: expected) { return undeclared }
    let what = argument.label.map { "'\($0):' of '\(argument.callee)'" } ?? "'\(argument.callee)'"
    return Diagnostic("\(what) expects \(expected), not \(argument.value.typeDescription)", at: argument.location, hint: hint)
  }

  /// Converts `argument` with `transform`, or returns `fallback` when it is absent.
  func convert<T>(_ argument: EvaluatedArgument?, default fallback: T, _ expected: String,
                  _ transform: (Value) throws(Diagnostic) -> T?) throws(Diagnostic) -> T {
    guard let argument else { return fallback }
    if case .void = argument.value { return fallback }  // `nil` given an optional parameter: its default
    guard let value = try transform(argument.value) else {
      if let kept = opaqueDefault(argument, fallback, expected) { return kept }
      throw mismatch(argument, expected)
    }
    return value
  }

  /// A `CGRect`'s or `CGSize`'s width or height: 0 when left out; for a placeholder of UIKit
  /// code (`height: config.trackHeight` of another file's type), `placeholder`, the side of a
  /// placeholder box (`Placeholders.boxSize`, our choice), so the view it sizes shows, noted.
  func side(_ argument: EvaluatedArgument?, placeholder: Double) throws(Diagnostic) -> Double {
    guard let argument, !argument.value.isNil else { return 0 }
    if let value = try numericImplicitMember(argument.value, at: argument.location).numberValue { return value }
    if let kept = opaqueDefault(argument, placeholder, "a length") { return kept }
    throw mismatch(argument, "a number")
  }

  func number(_ argument: EvaluatedArgument?, default fallback: Double) throws(Diagnostic) -> Double {
    guard let argument else { return fallback }
    return try convert(argument, default: fallback, "a number") { value throws(Diagnostic) in
      try numericImplicitMember(value, at: argument.location).numberValue
    }
  }

  func optionalNumber(_ argument: EvaluatedArgument?) throws(Diagnostic) -> Double? {
    guard let argument else { return nil }
    if case .void = argument.value { return nil }  // `frame(maxWidth: isFull ? .infinity : nil)`: no maximum
    if isUnknownLength(argument) { return nil }
    return try convert(argument, default: nil, "a number") { value throws(Diagnostic) in
      try numericImplicitMember(value, at: argument.location).numberValue
    }
  }

  func integer(_ argument: EvaluatedArgument?, default fallback: Int) throws(Diagnostic) -> Int {
    try convert(argument, default: fallback, "an integer") { value in
      guard let number = value.numberValue, number == number.rounded(), abs(number) < 1e9 else { return nil }
      return Int(number)
    }
  }

  func string(_ argument: EvaluatedArgument?, default fallback: String) throws(Diagnostic) -> String {
    try convert(argument, default: fallback, "a string") { value in
      if case .string(let text) = value { return text }
      if let text = placeholderText(value) { return text }
      // `label.text = symbol` of another file's value in UIKit code: the placeholder reads as its name, as in an interpolation.
      if isUIKitCode, isPlaceholderName(value), case .view(let id) = value, let name = viewTable.views[id].name.split(separator: ".").last {
        return String(name)
      }
      return nil
    }
  }

  func bool(_ argument: EvaluatedArgument?, default fallback: Bool) throws(Diagnostic) -> Bool {
    try convert(argument, default: fallback, "a Bool") { value in
      if case .bool(let flag) = value { return flag }
      return nil
    }
  }

  /// A `CGSize(width:height:)`, `CGSize.zero` or `.zero`.
  func size(_ argument: EvaluatedArgument?) throws(Diagnostic) -> Size? {
    try convert(argument, default: nil, "a CGSize(width:height:)") { value in
      switch value {
      case .size(let size): return size
      case .member("zero"): return .zero
      default: return nil
      }
    }
  }

  /// `.name` of an enum-like argument: one of `cases`.
  func choice<T>(_ argument: EvaluatedArgument?, default fallback: T, _ cases: [String: T]) throws(Diagnostic) -> T {
    guard let argument else { return fallback }
    guard case .member(let name) = argument.value, let value = cases[name] else {
      let names = cases.keys.sorted().map { "." + $0 }
      var hint = "use one of " + names.joined(separator: ", ")
      if case .member(let name) = argument.value, let suggestion = didYouMean(name, among: cases.keys) { hint = suggestion }
      throw mismatch(argument, "one of " + names.joined(separator: ", "), hint: hint)
    }
    return value
  }

  // MARK: Alignments

  func verticalAlignment(named name: String) -> VerticalAlignment? {
    switch name {
    case "top": return .top
    case "center": return .center
    case "bottom": return .bottom
    default: return alignments.vertical[name].map(VerticalAlignment.init)
    }
  }

  func horizontalAlignment(named name: String) -> HorizontalAlignment? {
    switch name {
    case "leading": return .leading
    case "center": return .center
    case "trailing": return .trailing
    default: return alignments.horizontal[name].map(HorizontalAlignment.init)
    }
  }

  func vertical(_ argument: EvaluatedArgument?, default fallback: VerticalAlignment) throws(Diagnostic) -> VerticalAlignment {
    guard let argument else { return fallback }
    switch argument.value {
    case .vertical(let alignment): return alignment
    case .member(let name):
      if let alignment = verticalAlignment(named: name) { return alignment }
      if horizontalAlignment(named: name) != nil { throw wrongAxis(argument, name, expected: .vertical) }
      if let placeholder = placeholderAlignment(name, axis: .vertical, at: argument.location) { return VerticalAlignment(placeholder) }
      throw mismatch(argument, "a VerticalAlignment", hint: didYouMean(name, among: ["top", "center", "bottom"] + alignments.vertical.keys))
    case .horizontal: throw wrongAxis(argument, argument.value.typeDescription, expected: .vertical)
    default: throw mismatch(argument, "a VerticalAlignment")
    }
  }

  func horizontal(_ argument: EvaluatedArgument?, default fallback: HorizontalAlignment) throws(Diagnostic) -> HorizontalAlignment {
    guard let argument else { return fallback }
    switch argument.value {
    case .horizontal(let alignment): return alignment
    case .member(let name):
      if let alignment = horizontalAlignment(named: name) { return alignment }
      if verticalAlignment(named: name) != nil { throw wrongAxis(argument, name, expected: .horizontal) }
      if let placeholder = placeholderAlignment(name, axis: .horizontal, at: argument.location) { return HorizontalAlignment(placeholder) }
      throw mismatch(argument, "a HorizontalAlignment", hint: didYouMean(name, among: ["leading", "center", "trailing"] + alignments.horizontal.keys))
    case .vertical: throw wrongAxis(argument, argument.value.typeDescription, expected: .horizontal)
    default: throw mismatch(argument, "a HorizontalAlignment")
    }
  }

  private func wrongAxis(_ argument: EvaluatedArgument, _ name: String, expected: Axis) -> Diagnostic {
    let (wanted, other) = expected == .vertical ? ("vertical", "horizontal") : ("horizontal", "vertical")
    let what = name.hasPrefix("a ") ? name : "'.\(name)'"
    let uses = expected == .vertical ? "an HStack, HFlow item or GridRow" : "a VStack, VFlow item or grid column"
    return Diagnostic("\(what) is a \(other) alignment, but \(argument.label.map { "'\($0):'" } ?? "this argument") needs a \(wanted) one",
                      at: argument.location, hint: "\(uses) aligns its children with a \(wanted) alignment")
  }

  /// A two-axis alignment: `.topLeading`, `Alignment(horizontal:vertical:)`.
  func alignment(_ argument: EvaluatedArgument?, default fallback: Alignment) throws(Diagnostic) -> Alignment {
    guard let argument else { return fallback }
    if case .void = argument.value { return fallback }  // `GridItem(alignment: nil)`: the default
    switch argument.value {
    case .alignment(let alignment): return alignment
    case .member(let name):
      if let alignment = Alignment.named[name] { return alignment }
      throw mismatch(argument, "an Alignment", hint: didYouMean(name, among: Alignment.named.keys)
        ?? "combine custom alignments with Alignment(horizontal:vertical:)")
    default: throw mismatch(argument, "an Alignment")
    }
  }

  /// The alignment an `alignmentGuide` or `d[…]` names, on either axis. A bare `.center`
  /// means the axis of the guide being computed, and is ambiguous elsewhere.
  func guide(_ value: Value, at location: SourceLocation) throws(Diagnostic) -> AlignmentID {
    switch value {
    case .vertical(let alignment): return alignment.id
    case .horizontal(let alignment): return alignment.id
    case .member("center"):
      switch guideAxis {
      case .vertical: return VerticalAlignment.center.id
      case .horizontal: return HorizontalAlignment.center.id
      case nil: throw Diagnostic("'.center' is ambiguous here", at: location,
                                 hint: "write HorizontalAlignment.center or VerticalAlignment.center")
      }
    case .member(let name):
      let vertical = verticalAlignment(named: name), horizontal = horizontalAlignment(named: name)
      switch (vertical, horizontal) {
      case (let v?, nil): return v.id
      case (nil, let h?): return h.id
      case (_?, _?): throw Diagnostic("'.\(name)' is ambiguous here", at: location,
                                      hint: "write HorizontalAlignment.\(name) or VerticalAlignment.\(name)")
      case (nil, nil):
        // An alignment met first in a guide: a vertical one, as `HStack(alignment:)` takes.
        if let placeholder = placeholderAlignment(name, axis: .vertical, at: location) { return placeholder }
        let names = ["top", "bottom", "leading", "trailing"] + alignments.vertical.keys + alignments.horizontal.keys
        throw Diagnostic("unknown alignment '.\(name)'", at: location, hint: didYouMean(name, among: names))
      }
    default:
      throw Diagnostic("expected an alignment, not \(value.typeDescription)", at: location)
    }
  }

  // MARK: Edges and axes

  /// `.horizontal`, `.vertical` or an array of them, as (horizontal, vertical).
  func axes(_ argument: EvaluatedArgument?) throws(Diagnostic) -> (horizontal: Bool, vertical: Bool) {
    guard let argument else { return (true, true) }
    var result = (horizontal: false, vertical: false)
    for item in argument.value.listItems {
      switch item {
      case .member("horizontal"): result.horizontal = true
      case .member("vertical"): result.vertical = true
      default: throw mismatch(argument, ".horizontal, .vertical or [.horizontal, .vertical]")
      }
    }
    return result
  }

  /// The members of SwiftUI's `Edge.Set`, by name.
  static let edgeNames: [String: EdgeSet] = ["top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
                                             "horizontal": .horizontal, "vertical": .vertical, "all": .all]

  /// `.top`, `.horizontal`, `[.leading, .bottom]` and the like.
  func edges(_ argument: EvaluatedArgument) throws(Diagnostic) -> EdgeSet {
    var result: EdgeSet = []
    for item in argument.value.listItems {
      guard case .member(let name) = item, let edges = Self.edgeNames[name] else {
        let near: String? = if case .member(let name) = item { didYouMean(name, among: Array(Self.edgeNames.keys)) } else { nil }
        throw mismatch(argument, "edges such as .top, .horizontal or [.leading, .bottom]", hint: near)  // `.horizonal`: a typo
      }
      result.formUnion(edges)
    }
    return result
  }
}

extension Value {
  /// The items of an array, or the value itself.
  var listItems: [Value] {
    if case .array(let items) = self { return items }
    return [self]
  }
}
