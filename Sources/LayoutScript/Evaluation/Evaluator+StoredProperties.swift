import LayoutCore

/// Stored properties declared with a type and no value, as pasted classes write them
/// (`private let albumArt: UIImageView`, the view made in `init`): set-up code may assign them
/// once, `let` or not; one that nothing assigns is made with its type's plain initializer
/// (`UIImageView()`) the first time it is used — but an optional `var` (`var nameLabel: UILabel?`)
/// is nil, as Swift makes it.
extension Evaluator {
  /// The value of `name`, found in `scopes[index]` without one: made now, with the type's plain
  /// initializer, and kept.
  func initialValue(of name: String, type: String, inScope index: Int, at location: SourceLocation) throws(Diagnostic) -> Value {
    if type.hasSuffix("?"), scopes[index][name]?.isVariable == true {
      // `private var nameLabel: UILabel?`: Swift gives an optional `var` without a value nil, which
      // the class's code tests (`guard nameLabel == nil else { return }`) before making the view.
      scopes[index][name]?.value = .void
      return .void
    }
    let plain = String(type.prefix { $0 != "?" && $0 != "!" })
    guard let constructor = Vocabulary.views[plain] else {
      let isValue = PlaceholderValues.numbers.contains(plain) || PlaceholderValues.texts.contains(plain) || plain == "Bool"
      guard !isValue else {
        throw Diagnostic("'\(name)' is used before it has a value", at: location,
                         hint: "a property of type '\(type)' declared without a value needs one: assign it in `init`, "
                           + "or write `let \(name) = …`")
      }
      // A model the class's `init` is given (`let menu: Menu`, set from its argument): a placeholder of its type.
      let value = try placeholderValue(type: type.hasSuffix("!") ? String(type.dropLast()) : type, name: name, at: location)
      scopes[index][name]?.value = value
      return value
    }
    let firstNewView = viewTable.views.count
    let value = try createView(constructor, Arguments(items: [], callee: constructor.typeName, location: location))
    self.name(value, as: name, isVariable: scopes[index][name]?.isVariable ?? false, firstNewView: firstNewView)
    scopes[index][name]?.value = value
    return value
  }

  /// True when `name`, found in `scopes[index]`, may be assigned: a `var`, or a property
  /// declared without a value that has none yet (Swift's initialisation in `init`).
  func isAssignable(_ name: String, inScope index: Int) -> Bool {
    guard let variable = scopes[index][name] else { return false }
    if case .unassigned = variable.value { return true }
    return variable.isVariable
  }

  /// `self.NAME = …` in a pasted class's set-up code, as `NAME = …` when the class declares NAME.
  func withoutSelf(_ target: Expression) -> Expression {
    guard case .member(.name("self", _), let name, let location) = target, scopes.contains(where: { $0[name] != nil }) else {
      return target
    }
    // In an extension of a UIKit value (`extension NSLayoutConstraint { func prioritize(at priority:
    // UILayoutPriority) -> Self { self.priority = priority; … } }`), `self.priority` is the value's.
    if case .uikit? = scopes.last(where: { $0["self"] != nil })?["self"]?.value { return target }
    return .name(name, location)
  }
}
