import LayoutCore

/// The nested types several types of a file declare under one name, each named by its path
/// (`ScreenA.State`, `NestedTypeNames`): `ScreenA.State` names ScreenA's, and `State` written in
/// ScreenA's members (or in a type nested in it) names ScreenA's too, as Swift looks a name up
/// in the enclosing types first, innermost out (The Swift Programming Language, "Nested Types").
extension Evaluator {
  /// The nested type `name` stands for in the type whose member runs now: the path of the
  /// innermost enclosing type that declares one of that name; nil when none does.
  func nestedType(_ name: String) -> String? {
    guard !typeContext.isEmpty, name.startsUppercase else { return nil }
    for context in typeContext.reversed() {
      var outer = Substring(context)
      while true {
        let path = outer + "." + name
        if declaresType(path) { return path }
        guard let dot = outer.lastIndex(of: ".") else { break }
        outer = outer[..<dot]
      }
    }
    return nil
  }

  /// `base.name` when it is a type the file declares by that path (`ScreenA.State`), or a
  /// type of the file nested by its own name in one of the file's (`Lone.Inner`, `Inner` the one
  /// type of that name); nil otherwise.
  func qualifiedType(_ base: String, _ name: String) -> String? {
    guard name.startsUppercase else { return nil }
    let path = base + "." + name
    if declaresType(path) { return path }
    return declaresType(base) && declaresType(name) ? name : nil
  }

  /// True for a type the file declares: a struct, model, enum, UIKit class or view.
  func declaresType(_ name: String) -> Bool {
    isScriptType(name) || declarations.viewClasses[name] != nil || declarations.functions[name]?.isViewStruct == true
  }
}
