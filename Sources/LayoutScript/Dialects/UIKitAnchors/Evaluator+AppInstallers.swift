import LayoutCore

/// Another file's view that installs itself on the view it is given: `GestureControl(view: self,
/// delegate: self)`, `FillAnimationView.animationViewOnView(self, color: color)`. The type is the
/// app's, declared in a file qlrepl does not have, so what it does is unknown; but a view type
/// (by its name: …View, …Control, …Bar, …Button, …Label) made, or made by its class function,
/// with the class's own view as an argument is how such a view puts itself on that view (the
/// class function's pattern, `Evaluator+BuildingMethods`). It is read so: a placeholder box of its
/// type, 80 × 44 as every placeholder, added to that view with its autoresizing mask off (where
/// it sits is its own code's: the box rests at the top left), said in one note per type.
extension Evaluator {
  /// True for a type name that reads as a view's.
  static func namesAView(_ type: String) -> Bool {
    type.startsUppercase && ["View", "Control", "Bar", "Button", "Label"].contains(where: type.hasSuffix)
  }

  /// Adds `made`, a placeholder box of the app's `type`, to the class's own view when `arguments` give that view.
  func installOnGivenView(_ made: Value, type: String, _ arguments: Arguments) {
    guard isUIKitCode, Self.namesAView(type), case .view(let box) = made, viewTable.views[box].isPlaceholder,
          let host = instanceContext.last ?? uikit.host, uikit.superviews[box] == nil,
          arguments.items.contains(where: { if case .view(host) = $0.value { return true } else { return false } }) else { return }
    uikit.add(box, to: host)
    uikit.translatesMask[box] = false
    uikit.isUsed = true
    if uikit.pinningHelpers.insert("install:" + type).inserted {
      note("'\(type)' is the app's own view, declared in another file, given the class's own view: read as installing itself "
             + "on it, drawn as a placeholder box there", at: arguments.location)
    }
  }

  /// `Type.make…(self, …)` of the app's view `Type` that the file does not declare, given the class's
  /// own view: the placeholder box installed on it (`installOnGivenView`); nil for any other call.
  func appInstallerCall(_ name: String, of base: Expression, _ arguments: CallSyntax, at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard isUIKitCode, case .name(let type, let typeLocation) = base, Self.namesAView(type), !declaresType(type),
          type != flattenedClass, declarations.typeMembers[type]?[name] == nil,
          Vocabulary.views[type] == nil, !scopes.contains(where: { $0[type] != nil }),
          arguments.contains(where: { if case .name("self", _) = $0.value { return true } else { return false } }) else { return nil }
    let evaluated = try evaluateArguments(arguments, callee: name, at: location)
    let box = try placeholderBox(type, as: .viewType, Arguments(items: [], callee: type, location: typeLocation))
    installOnGivenView(box, type: type, evaluated)
    return box
  }
}
