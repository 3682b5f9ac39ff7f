import LayoutCore

/// Implicit member expressions given to a typed parameter (SE-0287): `has(.frosting)` of
/// `func has(_ layer: Layers)` is `Layers.frosting`, a static member the script's type declares.
extension Evaluator {
  /// `value` as the parameter of type `type` receives it: `.name` resolved to the static property
  /// `name` of the script's type `type` (its optional too, `Layers?`), or for an `Image` another
  /// file's static image, a placeholder image; any other value as it is, an enum's case
  /// (`.member`) among them.
  func implicitMember(_ value: Value, as type: String?, at location: SourceLocation) throws(Diagnostic) -> Value {
    guard case .member(let name) = value, var type else { return value }
    while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    if type == "Image", typeMember(named: name, in: type) == nil,
       let image = try placeholderStatic(name, of: "Image", known: [], at: location), case .view(let id) = image {
      // `label(.flag, "Menu")` of `func label(_ icon: Image, …)`: an image an extension of another
      // file declares (`extension Image { static let flag = … }`), a placeholder image.
      viewTable.views[id].kind = Placeholders.kind(named: "image")
      return image
    }
    guard declarations.enumCases[type] == nil, isScriptType(type) else { return value }
    return try staticMember(name, of: type, at: location) ?? value
  }
}

extension Evaluator {
  /// `.selection(true)` given where a script's type is wanted (`row(accessory: .selection(true))`
  /// of `static func selection(_ isSelected: Bool) -> Self`): the static method `name` of the one
  /// script type that declares one, called, as Swift finds it on the type the context wants
  /// (SE-0287 implicit member chains); nil when no type or several declare it.
  func implicitStaticCall(_ name: String, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    let declaring = declarations.typeMembers.filter { $0.value[name].map { $0.isStatic && !$0.isProperty } ?? false }
    guard declaring.count == 1, let (type, members) = declaring.first, let method = members[name] else { return nil }
    return try runMember(method, of: type, instance: [:], arguments)
  }
}

extension Evaluator {
  /// The number types whose extensions a file's implicit members may name (`.spacingDivider` of
  /// `extension CGFloat { static let spacingDivider: CGFloat = 15 }`).
  private static let numberTypes = ["CGFloat", "Double", "Float", "Int"]

  /// `value` where a number belongs: `.name` resolved to the static property `name` an extension
  /// of a number type in the file declares (`view.frame.height / .spacingDivider`, `bottom:
  /// .marginBottom`); any other value as it is.
  func numericImplicitMember(_ value: Value, at location: SourceLocation) throws(Diagnostic) -> Value {
    guard case .member(let name) = value else { return value }
    for type in Self.numberTypes where declarations.typeMembers[type] != nil {
      if let number = try staticMember(name, of: type, at: location), number.numberValue != nil { return number }
    }
    return value
  }
}

extension Evaluator {
  /// The geometry values an implicit `.init(…)` may make, by the labels it is given: what Swift
  /// infers from the type the context wants (`stackView.layoutMargins = .init(top: 8, left: 16,
  /// bottom: 8, right: 16)` is a `UIEdgeInsets`), which a script's untyped values leave to the labels.
  private static let geometryInits: [(labels: Set<String>, type: String)] = [
    (["top", "left", "bottom", "right"], "UIEdgeInsets"), (["top", "leading", "bottom", "trailing"], "NSDirectionalEdgeInsets"),
    (["x", "y", "width", "height"], "CGRect"), (["origin", "size"], "CGRect"), (["width", "height"], "CGSize"), (["x", "y"], "CGPoint"),
  ]

  /// `.init(top:left:bottom:right:)` and its kin: the value of the geometry type whose labels
  /// these are (`geometryInits`); nil for other labels.
  func implicitGeometryInit(_ arguments: Arguments) throws(Diagnostic) -> Value? {
    let labels = Set(arguments.items.compactMap(\.label))
    guard !labels.isEmpty, arguments.items.allSatisfy({ $0.label != nil }),
          let type = Self.geometryInits.first(where: { labels.isSubset(of: $0.labels) && labels.count * 2 > $0.labels.count })?.type,
          let builtin = Vocabulary.functions[type] else { return nil }
    return try builtin.call(self, arguments)
  }
}

extension Evaluator {
  /// `.init(title: Text(title), action: action)` given to a parameter of the file's own struct
  /// type (`primaryButton: ButtonConfig`): that struct, made by its memberwise initializer, when
  /// it is the one struct of the file whose stored properties take these labels (every label a
  /// property, every property without a value given one), as the parameter's type would say in
  /// Swift; nil when none or several do.
  func implicitStructInit(_ arguments: Arguments) throws(Diagnostic) -> Value? {
    let labels = Set(arguments.items.compactMap(\.label))
    guard !labels.isEmpty, arguments.items.allSatisfy({ $0.label != nil }) else { return nil }
    let fitting = declarations.structTypes.values.filter { declaration in
      let names = Set(declaration.fields.map(\.name))
      return labels.isSubset(of: names) && declaration.fields.allSatisfy { $0.defaultValue != nil || labels.contains($0.name) }
    }
    guard fitting.count == 1 else { return nil }
    return try makeStructure(fitting[0], arguments)
  }
}
