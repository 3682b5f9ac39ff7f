import LayoutCore

/// Methods other than modifiers: `map`, `filter`, `reversed` and `enumerated` on arrays and ranges, the UIKit methods of
/// views (`setTitle(_:for:)`), `UIFont` class functions, colours, `loadIfNeeded()`; and the
/// UIKit calls and properties that are skipped with a note.
extension Evaluator {
  /// `base.name(arguments)` for a method that is not a modifier, or nil to try the modifiers.
  func method(_ name: String, of base: Value, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    if let result = try geometryMethod(name, of: base, arguments) { return result }
    if let result = try geometryProxyMethod(name, of: base, arguments) { return result }
    if ["map", "filter", "compactMap", "sorted"].contains(name), isPluralPlaceholder(base) {
      // `Locale.availableIdentifiers.map(Locale.init(identifier:))`: a placeholder named as a
      // plural is a collection of samples (`placeholderCollection`), not an optional.
      return try collectionMethod(name, of: base, arguments)
    }
    if let result = try optionalMap(name, of: base, arguments) { return result }
    switch base {
    case .string(let text) where ["uppercased", "lowercased", "capitalized", "trimmingCharacters", "localizedUppercase"].contains(name):
      // Foundation's case conversions, and `trimmingCharacters(in: .whitespaces)`, which trims spaces and newlines here.
      switch name {
      case "uppercased", "localizedUppercase": return .string(text.uppercased())
      case "lowercased": return .string(text.lowercased())
      case "capitalized": return .string(text.capitalized)
      default: return .string(text.trimmingCharacters(in: .whitespacesAndNewlines))
      }
    case .string where FoundationBuiltins.dateMethods.contains(name):
      return base  // `Date.now.addingTimeInterval(-80)`: a date, its text
    case .string(let text):
      if let result = try textMethod(name, of: text, arguments) { return result }
      return try collectionMethod(name, of: base, arguments)
    case .array, .range:
      return try collectionMethod(name, of: base, arguments)
    case .subview(let index):
      return try subviewMethod(name, of: index, arguments)
    case .viewSpacing(let index):
      return try viewSpacingMethod(name, of: index, arguments)
    case .view(let id):
      return try viewMethod(name, of: id, arguments)
    case .uikit(let value):
      return try uikitValueMethod(name, of: value, arguments)
    case .type("UIFont"):
      return try fontFunction(name, arguments)
    case .type("Font"):
      // SwiftUI's `Font.system(size: 30)`, `Font.custom("Avenir", size: 17)`: the shorthand's font.
      if let font = try swiftUIFontFunction(name, arguments) { return font }
      return try fontFunction(name, arguments)
    case .structure(let metrics) where metrics.typeName == "UIFontMetrics":
      return try fontMetricsMethod(name, of: metrics, arguments)
    case .member(let style) where SwiftUIShapeStyles.styles.contains(style) && SwiftUIShapeStyles.refinements.contains(name):
      return base
    case .member(let style) where SwiftUIFonts.textStyles.contains(style) && SwiftUIFonts.refinements.contains(name):
      return base  // `.caption2.bold()`: the text style's size (SwiftUIFonts)
    case .image where UIKitDialect.imageVariants.contains(name):
      return base  // `icon.withRenderingMode(.alwaysTemplate)`: the same image, of the same size
    case .color, .member:
      return name == "withAlphaComponent" || name == "opacity" ? base : nil
    case .number(let value) where name == "rounded":
      // Swift's `rounded()`, to the nearest (halves away from zero), or `rounded(.up)` by the rule named.
      try arguments.check(["_"])
      let rules: [String: FloatingPointRoundingRule] = ["up": .up, "down": .down, "towardZero": .towardZero,
                                                        "awayFromZero": .awayFromZero, "toNearestOrEven": .toNearestOrEven,
                                                        "toNearestOrAwayFromZero": .toNearestOrAwayFromZero]
      return .number(value.rounded(try choice(arguments.positional(0), default: .toNearestOrAwayFromZero, rules)))
    case .number where isUIKitCode && name.hasPrefix("with") && !["withSize", "withSymbolicTraits", "withDesign"].contains(name):
      // `font.withWeight(.semibold)`, `.withTraits(…)` of an app's extension: UIFont's `with…` names its
      // variants (`withSize(_:)`, `withSymbolicTraits(_:)`), and the text model reads no weight or trait: the same size.
      return base
    case .number where ["withSymbolicTraits", "withDesign", "addingAttributes", "withSize"].contains(name):
      // A font descriptor's variants keep its point size (the text model ignores weight and design), but `withSize(_:)`'s.
      return name == "withSize" ? .number(try number(try required(arguments, 0, "a point size"), default: 0)) : base
    case .number(let value) where name == "formatted":
      return .string(try TextBuiltins.presented(value, style: arguments))
    case .number(let value):
      return try numberMethod(name, of: value, arguments)
    case .lazyView(let id) where name == "loadIfNeeded":
      return try loadLazyView(id, at: arguments.location)
    case .layout where name == "font", .group(_, .builder) where name == "font":
      // A container's font, or a Button's with a label of its own (`Button { … } label: { Image(…) }`,
      // a group of the label's views): its texts' and symbols' that set none.
      try arguments.check(["_"])
      let size = try font(EvaluatedArgument(label: nil, value: fontSize(try required(arguments, 0, "a font")), isTrailingClosure: false,
                                            location: arguments.location, callee: name))
      let (element, depth) = try element(Child(value: base, location: arguments.location), for: "a font")
      return .layout(environmentFont(size, in: element), depth: depth)
    default:
      return nil
    }
  }

  /// `value.map { … }` and `flatMap` of an optional (`subtitle.map { Text($0) }`): the closure
  /// applied to the value itself, a script's optional being its value or nil (nil never reaches a
  /// method: optional chaining calls nothing). A string is a collection too, whose `map` goes by
  /// its characters: it is read as the optional's when the closure makes a view of the whole
  /// string, what code that maps an optional string does; nil for anything else.
  private func optionalMap(_ name: String, of base: Value, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    guard name == "map" || name == "flatMap", arguments.items.count == 1,
          let closure = arguments.trailingClosure ?? arguments.positional(0) else { return nil }
    switch base {
    case .array, .range, .group, .type: return nil
    default: break
    }
    let result = try call(closure.value, named: name, Arguments(items: [
      EvaluatedArgument(label: nil, value: base, isTrailingClosure: false, location: closure.location, callee: name),
    ], callee: name, location: closure.location))
    if case .string = base, !result.isLayoutLike { return nil }
    return result
  }

  /// `map`, `filter`, `reversed()` and the `sequenceMethods` (`enumerated()`: pairs of `offset`
  /// and `element`) of an array, a range or a string.
  private func collectionMethod(_ name: String, of base: Value, _ arguments: Arguments) throws(Diagnostic) -> Value {
    let items = try sequence(base, at: arguments.location)
    switch name {
    case "map", "filter", "forEach":
      try arguments.check(["_", "{}"])
      guard let argument = arguments.trailingClosure ?? arguments.positional(0) else {
        throw Diagnostic("'\(name)' needs a closure", at: arguments.location, hint: "write .\(name) { item in … }")
      }
      var results: [Value] = []
      for item in items {
        let result = try call(argument.value, named: name, Arguments(items: [
          EvaluatedArgument(label: nil, value: item, isTrailingClosure: false, location: argument.location, callee: name),
        ], callee: name, location: argument.location))
        if name == "map" {
          results.append(result)
        } else if name == "forEach" {
          continue
        } else {
          guard let keep = predicateAnswer(result, at: argument.location) else { throw notPredicate(argument, returning: result) }
          if keep { results.append(item) }
        }
      }
      return name == "forEach" ? .void : .array(results)
    case "reversed":
      try arguments.check([])
      return .array(items.reversed())
    default:
      if let result = try sequenceMethod(name, of: items, arguments) { return result }
      let known = ["map", "filter", "reversed"] + Self.sequenceMethods + Self.knownMethods(of: base)
      // A string's method an extension in another file adds (`bio.parseMarkdown(fontStyle: .small)`); an array's stays unknown.
      if case .string = base, let opaque = try appExtensionMethod(name, of: base, known: known, at: arguments.location) { return opaque }
      throw Diagnostic("\(base.typeDescription) has no method '\(name)'", at: arguments.location,
                       hint: siteHint(for: "[]." + name, at: arguments.location) { Placeholders.typoHint(name, values: known, types: []) ?? didYouMean(name, among: known) })
    }
  }

  /// `button.setTitle("Go", for: .normal)` and `setTitleColor(_:for:)`, or nil for other names.
  private func viewMethod(_ name: String, of id: Int, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    if name == "font" {
      try arguments.check(["_"])
      return try setFont(try required(arguments, 0, "a font"), of: id)
    }
    if let property = SwiftUIViewMethods.properties[name] {
      try arguments.check(["_"])
      try setProperty(property, of: id, to: fontSize(try required(arguments, 0, "a value")), at: arguments.location)
      return .view(id)
    }
    let property: String
    switch name {
    case "setTitle": property = "title"
    case "setTitleColor": property = "textColor"
    case "setContentHuggingPriority", "setContentCompressionResistancePriority":
      return try setContentPriority(name, of: id, arguments)
    default: return nil
    }
    try arguments.check(["_", "for"])
    guard let value = arguments.positional(0) else {
      throw Diagnostic("'\(name)(_:for:)' needs a value", at: arguments.location)
    }
    try setProperty(property, of: id, to: value.value, at: value.location)
    return .void
  }

  /// True for `self`, `super`, and `view` or `contentView` when the script declares no such name
  /// (a view struct's own `var contentView: some View` is one): the pasted class itself.
  func isHost(_ expression: Expression) -> Bool {
    guard case .name(let name, _) = expression, UIKitCalls.hosts.contains(name) else { return false }
    return name == "super" || !scopes.contains { $0[name] != nil } && contextMember(name) == nil
  }

  /// Why `target = …` is skipped (a UIKit property without effect on the layout), or nil.
  func ignoredAssignment(to target: Expression) -> String? {
    guard case .member(let base, let property, _) = target else { return nil }
    if isHost(base) { return "setting '\(property)' of the \(isUIKitCode ? "class" : "view") itself is ignored: it does not change the layout" }
    if case .member(_, "layer", _) = base { return "'layer.\(property)' is ignored: it does not change the layout" }
    if UIKitCalls.ignoredProperties.contains(property) { return "'\(property)' is ignored: it does not change the layout" }
    // `tableView.contentInset.top = 24`: a part of a property that does not change the layout.
    if case .member(_, let outer, _) = base, UIKitCalls.ignoredProperties.contains(outer), !["frame", "bounds", "center"].contains(outer) {
      return "'\(outer).\(property)' is ignored: it does not change the layout"
    }
    return nil
  }

  /// A note for a skipped UIKit call `name(…)`.
  func ignoredCall(_ name: String, at location: SourceLocation) -> Value {
    note("'\(name)(…)' is a UIKit call and is ignored: it does not change the layout", at: location)
    return .void
  }
}
