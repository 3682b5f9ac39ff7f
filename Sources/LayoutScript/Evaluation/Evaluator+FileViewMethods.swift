import LayoutCore

/// The methods a file's `extension View` declares, called as Swift picks among overloads: by the
/// argument labels. WhatsNewKit's `func sheet(whatsNew:versionStore:layout:onDismiss:)` sits beside
/// its own calls of SwiftUI's `.sheet(item:onDismiss:content:)`, so a call whose labels are not the
/// file method's is the modifier qlrepl knows; exyte/Chat's `chatTheme(accentColor:images:)` and
/// `chatTheme(themeColor:background:improveContrast:)` sit beside a call of a third overload,
/// `chatTheme(_:)`, another file's, which passes its content through as any modifier of another
/// file does.
extension Evaluator {
  /// The file's own view method `name` a call with `arguments` runs: the last overload whose
  /// parameters take them (overloads of the same labels differ by types, which qlrepl does not
  /// check: damus' `damus_full_screen_cover(_: Binding<Bool>, …)` calls its `Binding<T?>` twin,
  /// the one declared after it, and taking the first would run the first again without end).
  /// Nil when the file declares none, or none takes them (a modifier qlrepl knows, or another
  /// file's overload). A file of one method whose labels do not fit keeps it, so a slip of its
  /// labels is an error that names it.
  func fileViewMethod(_ name: String, called arguments: some Collection<Argument>) -> FunctionDeclaration? {
    guard let overloads = declarations.viewModifiers[name] else { return nil }
    if let fitting = overloads.last(where: { $0.parameters.accept(arguments) }) { return fitting }
    let isKnownModifier = Vocabulary.modifiers[name] != nil || SwiftUIViewMethods.layoutNeutral.contains(name)
    return isKnownModifier || overloads.count > 1 ? nil : overloads[0]
  }
}

extension [Parameter] {
  /// True when a call of these arguments, in order, can call a function of these parameters:
  /// each labelled argument is the next parameter of its label (those between with a default
  /// left out), a trailing closure the next parameter of a function type, and every parameter
  /// without a default is given.
  func accept(_ arguments: some Collection<Argument>) -> Bool {
    var remaining = self[...]
    for argument in arguments {
      let matches: (Parameter) -> Bool = { parameter in
        argument.isTrailingClosure && argument.label == nil ? parameter.isFunctionType || parameter.type == nil : parameter.label == argument.label
      }
      while let parameter = remaining.first, !matches(parameter) {
        guard parameter.defaultValue != nil || parameter.isVariadic else { return false }
        remaining.removeFirst()
      }
      guard remaining.popFirst() != nil else { return false }
    }
    return remaining.allSatisfy { $0.defaultValue != nil || $0.isVariadic }
  }
}
