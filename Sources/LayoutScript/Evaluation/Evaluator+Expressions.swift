import LayoutCore
import LayoutRender

extension Evaluator {
  /// The names that stand for types when used as values (`CGFloat.infinity`, `VerticalAlignment.center`).
  static let typeNames: Set<String> = Set([
    "CGFloat", "Double", "Float", "VerticalAlignment", "HorizontalAlignment", "Alignment", "UnitPoint",
    "UIFont", "UIColor", "Color", "CGSize", "CGPoint", "CGRect", "ProposedViewSize", "Angle", "Font",
  ]).union(IntegerTypes.types.keys)

  /// The value of an expression.
  func evaluate(_ expression: Expression) throws(Diagnostic) -> Value {
    try enter(expression.location)
    defer { budget.depth -= 1 }
    switch expression {
    case .number(let value, _):
      return .number(value)
    case .text(let text, let location):
      return try checkedString(text, at: location)
    case .string(let segments, let location):
      var text = ""
      for segment in segments {
        switch segment {
        case .text(let piece): text += piece
        case .interpolation(let inner):
          // A placeholder reads as its text (`"\(prefix)\(status.general)"`: "general"), as where a string belongs.
          let value = try evaluate(inner)
          text += placeholderText(value) ?? value.interpolated
        }
      }
      return try checkedString(text, at: location)
    case .bool(let flag, _):
      return .bool(flag)
    case .name(let name, let location):
      return try lookup(name, at: location)
    case .implicitMember(let name, _):
      return .member(name)
    case .member(.name("self", _), let name, let location):
      return try lookup(name, at: location)
    case .member(.member(let view, "sl", _), "swiftUI", let location):
      return try swiftUIBridge(view, at: location)
    case .member(let base, let name, let location):
      if let value = try uikitMember(name, of: base, at: location) { return value }
      return try qualifiedMember(name, of: base, at: location)
    case .call(let call):
      return try self.call(call)
    case .subscripted(let base, let index, let location):
      return try subscripted(try evaluate(base), index, at: location)
    case .array(let items, let location):
      guard items.count <= limits.stringLength else {
        throw fatal(Diagnostic("array longer than the limit of \(limits.stringLength) items", at: location))
      }
      var values: [Value] = []
      for item in items { values.append(try evaluate(item)) }
      return .array(values)
    case .unary(let op, let operand, let location):
      return try unary(op, try evaluate(operand), at: location)
    case .binary(.and, let left, let right, _):
      return .bool(try condition(left) ? try condition(right) : false)
    case .binary(.or, let left, let right, _):
      return .bool(try condition(left) ? true : try condition(right))
    case .binary(.nilCoalescing, let left, let right, _):
      let value = try evaluate(left)
      return value.isNil ? try evaluate(right) : value
    case .binary(let op, let left, let right, let location):
      return try binary(op, try evaluate(left), try evaluate(right), at: location,
                        operands: left.location.through(right.location))
    case .ternary(let test, let whenTrue, let whenFalse, _):
      return try evaluate(try condition(test) ? whenTrue : whenFalse)
    case .closure(let closure):
      return .closure(closure)
    case .keyPath(let path, _):
      return .string(path)
    case .typeCheck(let operand, let type, let location):
      return .bool(isOfType(try evaluate(operand), type, at: location))
    case .tuple(let items, _):
      return try tuple(items)
    }
  }

  /// A string, unless it is longer than the limit.
  func checkedString(_ text: String, at location: SourceLocation) throws(Diagnostic) -> Value {
    guard text.utf8.count <= limits.stringLength || text.count <= limits.stringLength else {
      throw fatal(Diagnostic("string length limit of \(limits.stringLength) characters exceeded", at: location))
    }
    return .string(text)
  }

  /// The value a bare name stands for.
  func lookup(_ name: String, at location: SourceLocation) throws(Diagnostic) -> Value {
    for index in scopes.indices.reversed() {
      guard let variable = scopes[index][name] else { continue }
      if case .unassigned(let type) = variable.value {
        return try initialValue(of: name, type: type, inScope: index, at: location)
      }
      if variable.isComputed, case .boundClosure(let getter, let captured) = variable.value {
        return try invoke(getter, arguments: [], scopes: captured, at: location)
      }
      if case .invalid = variable.value {
        var consequence = Diagnostic("'\(name)' has no value: its declaration failed", at: location)
        consequence.isConsequence = true
        throw consequence
      }
      return variable.value
    }
    // `$name` and `_name` read `name`'s scope entry, which the kept failure does not follow.
    if let first = name.utf8.first, first != UInt8(ascii: "$"), first != UInt8(ascii: "_"),
       let failure = keptLookupFailure(name, at: location) { throw failure }
    if name == "nil" { return .void }
    if name == "Self", let type = typeContext.last { return .type(type) }
    if let (member, instance, type) = contextMember(name) {
      if member.isProperty { return try runMember(member, of: type, instance: instance, Arguments(items: [], callee: name, location: location)) }
      if let reference = Self.reference(to: member, at: location) { return reference }  // `Row(onTap: dismiss)` of the view's method
    }
    if name.hasPrefix("$"), name.count > 1, scopes.contains(where: { $0[String(name.dropFirst())] != nil }) {
      // A SwiftUI binding `$name`: the value only.
      return try evaluate(.name(String(name.dropFirst()), location))
    }
    if name.hasPrefix("$"), name.count > 1, let constant = placeholderBinding(name, at: location) { return constant }
    if name.hasPrefix("_"), name.count > 1, scopes.contains(where: { $0[String(name.dropFirst())] != nil }) {
      // `_frameSize` of `@ScaledMetric var frameSize`: the property wrapper itself, read as its value.
      return try evaluate(.name(String(name.dropFirst()), location))
    }
    if let root = controllerOwnView(name, at: location) { return root }  // a UITableViewController's `tableView`
    if let nested = nestedType(name) { return .type(nested) }  // `State` in ScreenA's members: ScreenA.State
    if let function = declarations.functions[name] {
      if function.isViewStruct { return .type(name) }  // `CardView.height`: the view's type, for its static members
      guard function.isProperty else {
        if let reference = Self.reference(to: function, at: location) { return reference }
        throw Diagnostic("'\(name)' is a component; call it as \(name)(…)", at: location)
      }
      return try callComponent(function, Arguments(items: [], callee: name, location: location))
    }
    if Self.typeNames.contains(name) || isScriptType(name) || FoundationBuiltins.constants[name] != nil || SwiftUIValueTypes.names.contains(name) || SwiftUIOpaqueValues.names.contains(name) || declarations.alignmentIDs[name] != nil || declarations.layoutValueKeys[name] != nil { return .type(name) }
    if name == "Anchors" { throw anchorsOutsideBlock(at: location) }
    if let value = try uikitImplicitSelfMember(name, at: location) { return value }
    if name == "self", let value = try uikitSelf(at: location) { return value }
    // `String.localized("x")`, `NSLayoutConstraint.Axis.vertical`, `UIButton.Configuration.filled()` in UIKit code: the type, for its members.
    if isUIKitCode, Vocabulary.functions[name] != nil && name.startsUppercase
      || Vocabulary.views[name] != nil && (name.hasPrefix("UI") || name.hasPrefix("NS")) { return .type(name) }
    if Vocabulary.views[name] != nil, let placeholder = try placeholderView(name, at: location) {
      return placeholder  // `HFlow { icon; label; Button }`: the docs' `Button` for a button
    }
    if Vocabulary.functions[name] != nil {
      throw Diagnostic("'\(name)' must be called", at: location, hint: "write \(name)()")
    }
    let shorthand = Alignment.named[name] != nil || UnitPoint.named[name] != nil || ["infinity", "horizontal", "vertical"].contains(name)
    if shorthand {
      // `VStack(alignment: leading)`, printed so in QuickLayout's docs: Swift rejects the bare
      // word, but it can only mean the member, so it is read as one and the warning says so.
      warnings.append(Diagnostic("Swift has no '\(name)' in scope; read as '.\(name)'", at: location,
                                 hint: "write '.\(name)', with a dot: member shorthand for the type the argument expects",
                                 severity: .warning))
      return .member(name)
    }
    if let placeholder = try placeholderView(name, at: location) { return placeholder }
    throw keepLookupFailure(Diagnostic("cannot find '\(name)' in scope", at: location, hint: siteHint(for: name, at: location) { typoHint(name) }),
                            of: name, at: location)
  }

  /// `base.name`.
  func member(_ name: String, of base: Value, at location: SourceLocation) throws(Diagnostic) -> Value {
    switch base {
    case .void:
      return .void  // `selection?.id` of nil: optional chaining gives nil
    case _ where name == "self" && base.isPlainData:
      return base  // Swift's postfix `.self`: the value itself (`[Item].self`, the array type written as a literal)
    case _ where name == "wrappedValue" && base.isPlainData:
      return base  // `self.notes.wrappedValue` of a `Binding<String?>`: a binding is the value it holds (docs/language.md)
    case .insets(let insets, _) where ["top", "left", "bottom", "right", "leading", "trailing"].contains(name):
      // `safeAreaInsets.bottom`, `layoutMargins.left`: UIEdgeInsets' fields (leading is left, trailing right: left to right).
      return .number(["top": insets.top, "left": insets.left, "leading": insets.left, "bottom": insets.bottom, "right": insets.right,
                      "trailing": insets.right][name]!)
    case .number where ["fontDescriptor", "pointSize"].contains(name):
      return base  // a UIFont is its point size: its descriptor's and its `pointSize` are that size (UIKitValues)
    case .number(let size) where name == "lineHeight":
      return .number(TextMetrics(font: size).lineHeight)  // `label.font.lineHeight`: the text metric's line, 1.25 × the size
    case .type("Color"):
      return try colorView(name, at: location)
    case .type(let typeName):
      if name == "self" { return base }  // `BoundsPreferenceKey.self`: the type itself, as Swift's metatype
      if let nested = qualifiedType(typeName, name) { return .type(nested) }  // `ScreenA.State`, of several `State`s
      if isScriptType(typeName), let value = try staticMember(name, of: typeName, at: location) { return value }
      if let value = foundationConstant(name, of: typeName) ?? swiftUIValueMember(name, of: typeName) ?? opaqueValue(typeName) { return value }
      if let value = typeMember(name, of: typeName) { return value }
      if isScriptType(name) { return .type(name) }  // `Catalog.Permission`: a nested type, by its own name
      if let nested = nestedUIKitType(name, of: typeName) { return nested }
      let known = typeMemberNames(typeName) + (declarations.typeMembers[typeName].map { Array($0.keys) } ?? []) + (declarations.enumCases[typeName] ?? [])
      if let placeholder = try placeholderStatic(name, of: typeName, known: known, as: isUIKitCode ? .opaque : .view, at: location) {
        return placeholder
      }
      throw noMember(name, of: base, among: typeMemberNames(typeName), at: location)
    case .view(let id):
      if let value = try instanceProperty(name, of: id, at: location) { return value }
      if let value = try uikitMember(name, ofItem: id, at: location) { return value }
      return try property(name, of: id, at: location)
    case .uikit(let value):
      if let member = try uikitValueMember(name, of: value, at: location) { return member }
      if let opaque = try opaqueMember(name, of: opaqueOwner(base), known: [], at: location) { return opaque }
      throw noMember(name, of: base, among: [], at: location)
    case .structure(let value):
      if value.typeName == "GeometryProxy" { noteGeometryProxy(at: location) }
      if let computed = geometryMember(name, of: value) { return computed }
      if value[name] == nil, let member = try instanceMember(name, of: base, at: location) { return member }
      return try field(name, of: value, at: location)
    case .member(let type) where SwiftUIOpaqueValues.names.contains(type):
      return base  // `Animation.easeIn.speed`: the opaque value
    case .member(let caseName) where enumDeclaring(caseName) != nil:
      if let member = try instanceMember(name, of: base, at: location) { return member }
      throw noMember(name, of: base, among: [], at: location)
    case .subview(let index):
      return try subviewProperty(name, of: index, at: location)
    case .member("zero"):
      // `.zero` whose type nothing gave (`reduce(.zero) { max, size in max.width … }`): the zero
      // size, point or rect, whichever has the member.
      let zero: Value = ["width", "height"].contains(name) ? .size(.zero) : ["x", "y"].contains(name) ? .point(.zero) : .rect(.zero)
      return try member(name, of: zero, at: location)
    case .lazyView(let id):
      return try lazyProperty(name, of: id, at: location)
    case .member(let style) where SwiftUIShapeStyles.styles.contains(style) && SwiftUIShapeStyles.refinements.contains(name):
      return base  // `.red.gradient`, `.background.secondary`: a style of the same layout
    case .member where SwiftUIDynamicType.accessibilityMembers.contains(name):
      if let value = dynamicTypeMember(name, of: base) { return value }
      throw noMember(name, of: base, among: [], at: location)
    case .color(let namespace):
      if let colour = try appColorMember(name, of: namespace, at: location) { return colour }  // `UIColor.compound.textPrimary`
      fallthrough
    default:
      let (value, known) = try valueMember(name, of: base, at: location)
      if let value { return value }
      if case .member(let implicit) = base, let placeholder = try placeholderStatic(name, of: "." + implicit, known: known, at: location) {
        return placeholder  // `.mock.title` of a static member another file declares
      }
      if let reference = modifierReference(name, of: base, at: location) { return reference }
      if let opaque = try opaqueMember(name, of: opaqueOwner(base), known: known, at: location) { return opaque }
      throw noMember(name, of: base, among: known, at: location)
    }
  }

  /// "… has no member 'name'", with the nearest of `known` as a hint.
  private func noMember(_ name: String, of base: Value, among known: [String], at location: SourceLocation) -> Diagnostic {
    Diagnostic("\(base.typeDescription) has no member '\(name)'", at: location,
               hint: siteHint(for: base.typeDescription + "." + name, at: location) { didYouMean(name, among: known) })
  }

  /// `name` of an array, a string, a range or a geometry value; nil and the members it has when
  /// it has no such member.
  private func valueMember(_ name: String, of base: Value, at location: SourceLocation) throws(Diagnostic) -> (Value?, known: [String]) {
    switch base {
    case .array(let items):
      switch name {
      case "count": return (.number(Double(items.count)), [])
      case "indices": return (.range(lower: 0, upper: Double(items.count), closed: false), [])
      case "isEmpty": return (.bool(items.isEmpty), [])
      case "first", "last":
        return ((name == "first" ? items.first : items.last) ?? .void, [])  // an Optional: nil of an empty array
      case "keys", "values" where items.allSatisfy(\.isKeyValuePair):
        // A dictionary's keys or values, in the order its literal wrote them (a Dictionary's order is
        // unspecified in Swift; a script keeps the written one).
        return (.array(items.compactMap { item in
          guard case .structure(let pair) = item else { return nil }
          return pair.fields[name == "keys" ? 0 : 1].value
        }), [])
      default: return (nil, ["count", "isEmpty", "first", "last", "indices"])
      }
    case .string(let text):
      switch name {
      case "count": return (.number(Double(text.count)), [])
      case "isEmpty": return (.bool(text.isEmpty), [])
      case "capitalized", "localizedCapitalized": return (.string(text.capitalized), [])
      case "uuidString", "description", "localizedDescription": return (.string(text), [])  // `UUID()` is a string here
      default: return (nil, ["count", "isEmpty", "capitalized"])
      }
    case .range(let lower, let upper, let closed):
      return name == "count" ? (.number(max(0, upper - lower + (closed ? 1 : 0))), []) : (nil, ["count"])
    case .dimensions(let d):
      return [("width", d.width), ("height", d.height)].first { $0.0 == name }.map { (.number($0.1), []) } ?? (nil, ["width", "height"])
    case .size(let size):
      return [("width", size.width), ("height", size.height)].first { $0.0 == name }.map { (.number($0.1), []) } ?? (nil, ["width", "height"])
    case .unitPoint(let point):
      return [("x", point.x), ("y", point.y)].first { $0.0 == name }.map { (.number($0.1), []) } ?? (nil, ["x", "y"])
    default:
      return (nil, [])
    }
  }

  /// `Type.name` for the built-in types and the script's AlignmentID structs.
  private func typeMember(_ name: String, of typeName: String) -> Value? {
    switch typeName {
    case "CGFloat", "Double", "Float":
      let constants: [String: Double] = ["infinity": .infinity, "nan": .nan, "zero": 0, "pi": .pi,
                                         "greatestFiniteMagnitude": .greatestFiniteMagnitude]
      return constants[name].map(Value.number)
    case "VerticalAlignment":
      return verticalAlignment(named: name).map(Value.vertical)
    case "HorizontalAlignment":
      return horizontalAlignment(named: name).map(Value.horizontal)
    case "Alignment":
      return Alignment.named[name].map(Value.alignment)
    case "UnitPoint":
      return UnitPoint.named[name].map(Value.unitPoint)
    case "UIColor":
      return .color(name)
    case "UIFontMetrics" where name == "default":
      // "The default font metrics object for content, using the body text style" (UIFontMetrics' reference).
      return .structure(StructValue(typeName: "UIFontMetrics", fields: [("style", .member(TextStyle.body.uikitName))]))
    case "CGSize", "CGPoint", "CGRect", "ProposedViewSize":
      return geometryConstant(name, of: typeName)
    default:
      if let constant = IntegerTypes.constant(name, of: typeName) { return .number(constant) }
      if name == "self", declarations.layoutValueKeys[typeName] != nil { return .type(typeName) }
      return name == "self" && declarations.alignmentIDs[typeName] != nil ? .alignmentIDType(typeName) : nil
    }
  }

  private func typeMemberNames(_ typeName: String) -> [String] {
    switch typeName {
    case "CGFloat", "Double", "Float": return ["infinity", "nan", "zero", "pi", "greatestFiniteMagnitude"]
    case "VerticalAlignment": return ["top", "center", "bottom"] + alignments.vertical.keys
    case "HorizontalAlignment": return ["leading", "center", "trailing"] + alignments.horizontal.keys
    case "Alignment": return Array(Alignment.named.keys)
    case "UnitPoint": return Array(UnitPoint.named.keys)
    case "CGSize": return ["zero"]
    case _ where IntegerTypes.types[typeName] != nil: return IntegerTypes.memberNames
    default: return ["self"]
    }
  }

  /// `array[index]` and `d[alignment]`; `counts[key, default: 0]`, Dictionary's
  /// `subscript(_:default:)`: the value for the key, else the default ("Dictionary", Apple's
  /// Swift standard library reference).
  private func subscripted(_ base: Value, _ indexExpression: Expression, at location: SourceLocation) throws(Diagnostic) -> Value {
    if case .tuple(let items, _) = indexExpression, items.count == 2, items[0].label == nil, items[1].label == "default",
       !isPlaceholderName(base) {
      // An empty dictionary (`[:]`, the empty array of its pairs) has no key, whatever the key's type.
      let isEmpty = if case .array(let pairs) = base { pairs.isEmpty } else { false }
      let value = isEmpty ? Value.void : try subscripted(base, items[0].value, at: location)
      return value.isNil ? try evaluate(items[1].value) : value
    }
    if case .structure(let value) = base, let type = value.typeName, let member = typeMember(named: "subscript", in: type) {
      // `store[0]` of a type declaring `subscript(index: Int) -> Item { … }`: its getter, with the
      // index; `grid[row, column]` of `subscript(row: Int, column: Int)`, with its arguments in order.
      let items = if case .tuple(let items, _) = indexExpression { items } else { [(label: String?.none, value: indexExpression)] }
      var arguments: [EvaluatedArgument] = []
      for item in items {
        arguments.append(EvaluatedArgument(label: item.label, value: try evaluate(item.value), isTrailingClosure: false,
                                           location: item.value.location, callee: "subscript"))
      }
      return try runMember(member, of: type, instance: instanceScope(of: base), Arguments(items: arguments, callee: "subscript", location: location))
    }
    let index = try evaluate(indexExpression)
    switch base {
    case .dimensions(let d):
      return .number(d[try guide(index, at: indexExpression.location)])
    case .array(let items) where index.numberValue == nil && items.allSatisfy(\.isKeyValuePair):
      // A dictionary (the array of its pairs) read by key: the value of the pair with that key, else nil.
      for case .structure(let pair) in items {
        if case .bool(true) = try binary(.equal, pair.fields[0].value, index, at: location, operands: indexExpression.location) {
          return pair.fields[1].value
        }
      }
      return .void
    case .array(let items):
      return items[try arrayIndex(index, count: items.count, at: indexExpression.location)]
    case .subview(let subview):
      return try layoutValue(index, of: subview, at: indexExpression.location)
    default:
      if let element = try placeholderElement(base, index: index, at: location) { return element }
      throw Diagnostic("cannot subscript \(base.typeDescription)", at: location)
    }
  }

  private func unary(_ op: UnaryOperator, _ operand: Value, at location: SourceLocation) throws(Diagnostic) -> Value {
    switch op {
    case .not:
      if let truth = placeholderTruth(operand, at: location) { return .bool(truth) }
      guard case .bool(let flag) = operand else {
        throw Diagnostic("'!' needs a Bool, not \(operand.typeDescription)", at: location)
      }
      return .bool(!flag)
    case .negate, .plus, .bitwiseNot:
      // `-Layout.horizontalSpacing` of what another file declares: the placeholder it was, as in
      // arithmetic (`placeholderOperation`), so where a number must be known its argument's rule applies.
      if op != .bitwiseNot, isPlaceholderName(operand) { return operand }
      guard let number = operand.numberValue else {
        throw Diagnostic("'\(op.rawValue)' needs a number, not \(operand.typeDescription)", at: location)
      }
      if op == .bitwiseNot { return try bitwiseNot(number, at: location) }
      return .number(op == .negate ? -number : number)
    case .inoutArgument:
      return operand  // `&x`: the variable's value; the call writes the parameter back (`writeBack`)
    }
  }

  /// Arithmetic, comparison, concatenation and ranges. `operands` spans the whole expression,
  /// for a type error.
  func binary(_ op: BinaryOperator, _ left: Value, _ right: Value, at location: SourceLocation,
                      operands: SourceLocation) throws(Diagnostic) -> Value {
    // Two numbers are arithmetic whatever the file's dialect: no placeholder, Stevia or geometry reading takes them.
    if case .number(let a) = left, case .number(let b) = right { return try arithmetic(op, a, b, left: left, at: location) }
    if let result = placeholderOperation(op, left, right, at: location) { return result }
    if let result = steviaOperation(op, left, right, at: location) { return result }  // `password.Top == email.Bottom + 8`
    if op == .equal || op == .notEqual, let same = try geometryEquality(left, right, at: location) {
      return .bool(op == .equal ? same : !same)  // `contentEdgeInsets != .zero`
    }
    switch (op, left, right) {
    case (.add, .view(let a), .view(let b)):
      if let joined = try concatenatedText(a, b, at: location) { return joined }
      throw Diagnostic("cannot apply '+' to a view and a view", at: location)
    case (.add, .string(let a), .string(let b)):
      return try checkedString(a + b, at: location)
    case (.add, .view(let a), .view(let b)):
      if let joined = try joinedText(a, b, at: location) { return joined }
    case (.add, .array(let a), .array(let b)):
      guard a.count + b.count <= limits.stringLength else {
        throw fatal(Diagnostic("array longer than the limit of \(limits.stringLength) items", at: location))
      }
      return .array(a + b)
    case (.equal, _, _) where Self.sameCase(left, right) != nil: return .bool(Self.sameCase(left, right)!)
    case (.notEqual, _, _) where Self.sameCase(left, right) != nil: return .bool(!Self.sameCase(left, right)!)
    case (.equal, .array(let a), .array(let b)), (.notEqual, .array(let a), .array(let b)):
      // Arrays of Equatable elements: equal when they have the same elements in the same order.
      var same = a.count == b.count
      for (x, y) in zip(a, b) where same {
        if case .bool(false) = try binary(.equal, x, y, at: location, operands: operands) { same = false }
      }
      return .bool(op == .equal ? same : !same)
    case (.equal, .structure(let a), .structure(let b)): return .bool(try structuresEqual(a, b, at: location))
    case (.notEqual, .structure(let a), .structure(let b)): return .bool(!(try structuresEqual(a, b, at: location)))
    case (.equal, .string(let a), .string(let b)): return .bool(a == b)
    case (.notEqual, .string(let a), .string(let b)): return .bool(a != b)
    case (.equal, .void, _), (.equal, _, .void): return .bool(left.isNil && right.isNil)
    case (.notEqual, .void, _), (.notEqual, _, .void): return .bool(!(left.isNil && right.isNil))
    case (.equal, .bool(let a), .bool(let b)): return .bool(a == b)
    case (.equal, .member(let a), .member(let b)): return .bool(a == b)
    case (.equal, .view(let a), .view(let b)): return .bool(a == b)  // `===`: the same view
    case (.notEqual, .view(let a), .view(let b)): return .bool(a != b)
    case (.notEqual, .member(let a), .member(let b)): return .bool(a != b)
    case (.notEqual, .bool(let a), .bool(let b)): return .bool(a != b)
    case (.less, .string(let a), .string(let b)): return .bool(a < b)
    case (.greater, .string(let a), .string(let b)): return .bool(a > b)
    case (.less, .member(let a), .member(let b)), (.lessOrEqual, .member(let a), .member(let b)),
         (.greater, .member(let a), .member(let b)), (.greaterOrEqual, .member(let a), .member(let b)):
      if let ordered = dynamicTypeOrder(op, a, b) { return ordered }
    case (.closedRange, .member(let a), .member(let b)), (.halfOpenRange, .member(let a), .member(let b)):
      if let range = dynamicTypeRange(op, a, b) { return range }
    case (.closedRange, .string(let a), .string(let b)), (.halfOpenRange, .string(let a), .string(let b)):
      // `Date.now...Date(timeIntervalSinceNow: 30)`, a `ClosedRange<Date>` a live activity's timer
      // counts: kept as its text, as a date is (`FoundationBuiltins`), since no layout reads its bounds.
      return .string(a + op.rawValue + b)
    default:
      break
    }
    let (left, right) = Self.priorityOperands(try numericImplicitMember(left, at: location), try numericImplicitMember(right, at: location))
    guard let a = left.numberValue, let b = right.numberValue else {
      let hint = op == .add && (left.isString || right.isString) ? "use interpolation: \"\\(value)\"" : nil
      throw Diagnostic("cannot apply '\(op.rawValue)' to \(left.typeDescription) and \(right.typeDescription)",
                       at: operands, hint: hint)
    }
    return try arithmetic(op, a, b, left: left, at: location)
  }

  /// `a op b` of two numbers; `left` is what `??` gives (the left operand as written).
  private func arithmetic(_ op: BinaryOperator, _ a: Double, _ b: Double, left: Value, at location: SourceLocation) throws(Diagnostic) -> Value {
    switch op {
    case .add: return .number(a + b)
    case .subtract: return .number(a - b)
    case .multiply: return .number(a * b)
    case .divide: return .number(a / b)
    case .remainder: return .number(a.truncatingRemainder(dividingBy: b))
    case .equal: return .bool(a == b)
    case .notEqual: return .bool(a != b)
    case .less: return .bool(a < b)
    case .lessOrEqual: return .bool(a <= b)
    case .greater: return .bool(a > b)
    case .greaterOrEqual: return .bool(a >= b)
    case .nilCoalescing:
      return left
    case .shiftLeft, .shiftRight, .bitwiseAnd, .bitwiseOr, .bitwiseXor:
      return try bitwise(op, a, b, at: location)
    case .halfOpenRange, .closedRange:
      guard a <= b else {
        throw Diagnostic("a range cannot have its lower bound \(formatNumber(a)) above its upper bound \(formatNumber(b))", at: location)
      }
      return .range(lower: a, upper: b, closed: op == .closedRange)
    case .and, .or:
      throw Diagnostic("'\(op.rawValue)' needs Bools", at: location)
    }
  }
}

extension Value {
  /// True for an unlabelled pair, what a dictionary literal's entries are (`["a": 1]`).
  var isKeyValuePair: Bool {
    if case .structure(let pair) = self { return pair.typeName == nil && pair.fields.count == 2 && pair.fields.allSatisfy { $0.name == nil } }
    return false
  }

  /// True for an array, a number, a string or a Bool: values whose `.self` is themselves.
  var isPlainData: Bool {
    switch self {
    case .array, .number, .string, .bool: return true
    default: return false
    }
  }

  /// The number a value stands for: a number, `.infinity` or `.nan`.
  var numberValue: Double? {
    switch self {
    case .number(let value): return value
    case .member("infinity"): return .infinity
    case .member("greatestFiniteMagnitude"): return .greatestFiniteMagnitude
    case .member("nan"): return .nan
    default: return nil
    }
  }

  /// True for `nil`.
  var isNil: Bool {
    if case .void = self { return true }
    return false
  }

  var isString: Bool {
    if case .string = self { return true }
    return false
  }
}

extension UnitPoint {
  /// The named unit points, as in SwiftUI.
  static let named: [String: UnitPoint] = [
    "zero": UnitPoint(x: 0, y: 0), "center": UnitPoint(x: 0.5, y: 0.5),
    "leading": UnitPoint(x: 0, y: 0.5), "trailing": UnitPoint(x: 1, y: 0.5),
    "top": UnitPoint(x: 0.5, y: 0), "bottom": UnitPoint(x: 0.5, y: 1),
    "topLeading": UnitPoint(x: 0, y: 0), "topTrailing": UnitPoint(x: 1, y: 0),
    "bottomLeading": UnitPoint(x: 0, y: 1), "bottomTrailing": UnitPoint(x: 1, y: 1),
  ]
}

extension Evaluator {
  /// A method or function named without a call where a closure is wanted (`tapOutsideAction:
  /// dismissKeyboard`, `button.addAction(handler: save)`): a closure that calls it with its own
  /// parameters. Nil for a component that makes a view (`VStack { card }`), whose call is the
  /// likely meaning.
  static func reference(to function: FunctionDeclaration, at location: SourceLocation) -> Value? {
    let result = function.resultType ?? ""
    guard !function.isViewStruct, !result.contains("View"), !result.contains("Layout"), !result.contains("Element") else { return nil }
    let names = function.parameters.indices.map { "$\($0)" }
    let arguments = zip(function.parameters, names).map { parameter, name in
      Argument(label: parameter.label, value: .name(name, location), isTrailingClosure: false, location: location)
    }
    let call = Expression.call(.make(.name(function.name, location), arguments, at: location))
    return .closure(Closure(parameters: names, body: [.returnValue(call, location)], location: location))
  }
}
