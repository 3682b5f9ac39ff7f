import LayoutCore

/// A placeholder used as a value, as real app files use what another file declares
/// (`store.state.isLoading`, `data[position]`, `task.cURLDescription()`, `Post.sample.title`):
/// the file is the interface, so what the file cannot know never stops the rest of it
/// (issue 22). Each operation keeps the value a named placeholder:
///
/// | the placeholder …                          | is                                                        |
/// |--------------------------------------------|-----------------------------------------------------------|
/// | tested (`if`, `!`, `&&`, a comparison)     | true, listed with the conditions taken as true            |
/// | in arithmetic (`model.level * 4`)          | the placeholder; added to a text, the text and its name   |
/// | subscripted (`items[i]`)                   | one of its three sample elements (`items[0]`…)            |
/// | sent a method that is no modifier          | the placeholder `name.method()`                           |
/// | a member of a type's or an implicit member | the placeholder `Type.member` (`.mock.title` reads "title") |
///
/// A name one edit from one the file or qlrepl knows is still a typo, with did-you-mean.
extension Evaluator {
  /// True when `value` is a placeholder view made for a name or a property (not a view type's box).
  func isPlaceholderName(_ value: Value) -> Bool {
    guard case .view(let id) = value, viewTable.views.indices.contains(id) else { return false }
    return viewTable.views[id].isPlaceholder && viewTable.views[id].typeName == Placeholders.typeName
  }

  /// True when `value` is the placeholder of a static member of a type another file declares
  /// (`Styles.Sizes.gutter`, `Metrics.inset`: a path from a capitalized name), a value, not a view.
  func isStaticOfAnotherFile(_ value: Value) -> Bool {
    guard isPlaceholderName(value), case .view(let id) = value else { return false }
    let name = viewTable.views[id].name
    return name.contains(".") && name.startsUppercase
  }

  /// The name of the placeholder `value` (`isPlaceholderName`).
  private func placeholderName(_ value: Value) -> String {
    guard case .view(let id) = value else { return "" }
    return String(viewTable.views[id].name.split(separator: ".").last ?? "")
  }

  /// A placeholder tested as a condition: true (false on a second run, `conditionAnswer`),
  /// counted with the conditions so taken.
  func placeholderTruth(_ value: Value, at location: SourceLocation) -> Bool? {
    guard isPlaceholderName(value), case .view(let id) = value else { return nil }
    placeholders.use(viewTable.views[id].name, as: .condition, at: location)
    return placeholders.conditionAnswer
  }

  /// `bio.parseMarkdown(fontStyle: .small)`, `name.initials()` in a SwiftUI view's file: a method
  /// an extension in another file adds to a value's type, the opaque placeholder named for it
  /// (`String.parseMarkdown()`, which reads as "parseMarkdown()" where a string belongs); nil in a
  /// script written for qlrepl, for a near miss of a method in `known` (a typo), or for a method of
  /// Swift's own that qlrepl does not run in a SwiftUI file (`text.ranges(of: "e")`: its statement
  /// fails, a placeholder named for the statement). UIKit code reads every method qlrepl does not
  /// model as an opaque placeholder, Swift's and Foundation's too (`str.enumerateSubstrings(in:
  /// options:) { … }`: its closure is not run), as it reads their members.
  func appExtensionMethod(_ name: String, of base: Value, known: [String], at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard isUIKitCode || (semanticsChoice.swiftUIMark == "View" && !Self.standardStringMethods.contains(name)) else { return nil }
    return try placeholderStatic(name, of: opaqueOwner(base), called: true, known: known, as: .opaque, at: location)
  }

  /// Methods the Swift standard library and Foundation give strings that qlrepl does not run:
  /// never an app's extension (`appExtensionMethod`).
  static let standardStringMethods: Set<String> = [
    "ranges", "firstRange", "matches", "wholeMatch", "prefixMatch", "firstMatch", "replacing", "trimmingPrefix", "components",
    "range", "data", "padding", "applyingTransform", "folding", "addingPercentEncoding", "lineRange", "paragraphRange",
  ]

  /// What a predicate closure (`filter`, `contains(where:)`, `removeAll(where:)`, `sorted(by:)`)
  /// answered: its Bool, or true for a placeholder (`{ _ in self.appSetup.needsZipCode }` of a
  /// model another file declares), as any condition on what the file does not know; nil else.
  func predicateAnswer(_ value: Value, at location: SourceLocation) -> Bool? {
    if case .bool(let answer) = value { return answer }
    return placeholderTruth(value, at: location)
  }

  /// The error for `predicate`, a closure given where one returning a Bool belongs, that returned `answer`.
  func notPredicate(_ predicate: EvaluatedArgument, returning answer: Value) -> Diagnostic {
    Diagnostic("'\(predicate.callee)' expects a closure returning a Bool, not one returning \(answer.typeDescription)", at: predicate.location)
  }

  /// `a == b`, `a < b`… with a placeholder on either side: true, as any condition on what the
  /// file does not know; `0..<count` of a placeholder bound: as many as a placeholder collection
  /// has samples. Nil when neither side is a placeholder or `op` is another operator.
  func placeholderOperation(_ op: BinaryOperator, _ left: Value, _ right: Value, at location: SourceLocation) -> Value? {
    guard isPlaceholderName(left) || isPlaceholderName(right) else { return nil }
    if [.less, .lessOrEqual, .greater, .greaterOrEqual].contains(op), isPlaceholderName(left), isPlaceholderName(right) {
      // Two samples compared (`items.sorted()`, `$0.date < $1.date`): ordered by their names, so
      // samples keep the order they are numbered in, no test taken as true (which reversed them).
      let (a, b) = (placeholderName(left), placeholderName(right))
      switch op {
      case .less: return .bool(a < b)
      case .lessOrEqual: return .bool(a <= b)
      case .greater: return .bool(a > b)
      default: return .bool(a >= b)
      }
    }
    switch op {
    case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
      return (placeholderTruth(left, at: location) ?? placeholderTruth(right, at: location)).map(Value.bool)
    case .add where left.isString || right.isString:
      // `"By " + post.author`: the text, the placeholder reading as its name (`placeholderText`).
      let text = { (value: Value) in self.placeholderText(value) ?? (self.isPlaceholderName(value) ? self.placeholderName(value) : value.interpolated) }
      return .string(text(left) + text(right))
    case .add, .subtract, .multiply, .divide, .remainder:
      // `model.level * 4`: what another file holds stays unknown, the placeholder it was, so that
      // where a number must be known the rule of an argument that fails applies, not the statement's.
      return isPlaceholderName(left) ? left : right
    case .halfOpenRange, .closedRange:
      let lower = left.numberValue ?? 0
      return .range(lower: lower, upper: left.numberValue.map { _ in lower + Double(Placeholders.sampleCount) } ?? right.numberValue ?? Double(Placeholders.sampleCount), closed: false)
    default:
      return nil
    }
  }

  /// `items[index]` of a placeholder: its sample element at `index` (wrapped round the three), the
  /// first for an index that is no number (`dictionary[key]`).
  func placeholderElement(_ base: Value, index: Value, at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard isPlaceholderName(base), let samples = try placeholderCollection(base, at: location), !samples.isEmpty else { return nil }
    guard let number = index.numberValue, number.isFinite else { return samples[0] }
    let position = Int(max(0, min(number, 1e9)))
    return samples[position % samples.count]
  }

  /// `placeholder.method(…)` of a method that is no modifier: the placeholder `name.method()`;
  /// a near miss of a modifier that takes `arguments` is a typo (`country.name(locale: l)` is none).
  /// In a SwiftUI file or UIKit code, a modifier's name called with arguments the modifier refuses is a method
  /// of the value's own type too (`style.background(row, column)`, no `.background(_:alignment:)`).
  func placeholderMethodResult(_ name: String, of base: Value, _ arguments: Arguments, at location: SourceLocation) throws(Diagnostic) -> Value? {
    let isOwnMethod = Vocabulary.modifiers[name].map { (semanticsChoice.swiftUIMark == "View" || isUIKitCode) && !arguments.fits($0.labels) } ?? true
    guard case .view(let id) = base, viewTable.views[id].isPlaceholder, isOwnMethod, !isSwiftUIViewTypeBox(id),
          declarations.viewModifiers[name] == nil, !SwiftUIViewMethods.layoutNeutral.contains(name),
          isModelValue(id) || Placeholders.modifierTypoHint(name, call: arguments) == nil else { return nil }
    return try placeholderProperty(name + "()", of: id, at: location)
  }

  /// True for the box of a view type another file declares, in a SwiftUI file (`GroupedList(…)` of
  /// `GroupedList(…).contentPadding(8)`): what is called on it is a modifier of the app's or a
  /// library's, which passes the view through, not a value of a method named for it.
  private func isSwiftUIViewTypeBox(_ id: Int) -> Bool {
    let typeName = viewTable.views[id].typeName
    return semanticsChoice.swiftUIMark == "View" && typeName != Placeholders.typeName && placeholders.entries[typeName]?.role == .viewType
  }

  /// True when placeholder `id` stands for a property read off a value (`viewModel.pump` of
  /// `viewModel.pump.name()`, not `self.title`): a model's, whose methods are the app's, so a
  /// near miss of a modifier called on it is no typo (`StaticCheck.isModelMember` the same).
  private func isModelValue(_ id: Int) -> Bool {
    let path = viewTable.views[id].name.split(separator: ".")
    return path.count > 1 && path[0] != "self" && path[0].first?.isLowercase == true
  }

  /// `Type.member` of a static member the file does not declare (an extension in another file:
  /// `Post.sample`, `CGPoint.offScreen`) or `.member.property` of an implicit member the file
  /// cannot resolve (`.mock.title`): a placeholder named by the path; nil when `member` is one
  /// edit from a member qlrepl knows of the type (a typo).
  /// `role` is how the one warning lists it (`.opaque` for what UIKit code reads: `Evaluator+UIKitOpaqueValues`).
  func placeholderStatic(_ member: String, of owner: String, called: Bool = false, known: [String], as role: Placeholders.Role = .view,
                         at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard !placeholders.isSuspended || role == .opaque,
          !known.contains(where: { $0 != member && isOneEditAway($0.lowercased(), member.lowercased()) })
    else { return nil }
    let name = (owner.isEmpty ? "" : owner + ".") + member + (called ? "()" : "")
    placeholders.use(name, as: role, at: location)
    if let id = placeholders.views[name] { return .view(id) }
    let id = try newPlaceholderView(name, at: location)
    viewTable.views[id].kind = Placeholders.kind(named: member)
    placeholders.views[name] = id
    return .view(id)
  }
}
