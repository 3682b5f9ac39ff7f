import LayoutCore

/// Which layout rules a script is laid out by, decided before its body runs (SPEC 8): the
/// command line's `--semantics` first, then `canvas(semantics:)`, then what the parsed script
/// declares and calls: a view struct (`struct …: View`), a `some View` type, or a name only
/// SwiftUI has (`SwiftUIDialect.marks`: `Text(…)`, `Color.red`, `GeometryReader { … }`) makes it
/// SwiftUI. Strings and comments never count: the choice reads syntax, not bytes, so a UIKit
/// label reading "Use Color.red" stays QuickLayout's.
struct SemanticsChoice {
  /// `--semantics` or the REPL's `:semantics`.
  var forced: Semantics?
  /// `canvas(semantics:)`.
  var written: Semantics?
  /// The SwiftUI form the syntax shows first, nil when it shows none.
  var swiftUIMark: String?

  init(forced: Semantics?) {
    self.forced = forced
  }

  /// Reads `files` (the main file, then what the REPL added) for SwiftUI-only forms.
  init(files: [ParsedFile], forced: Semantics?) {
    self.forced = forced
    guard forced == nil else { return }
    if files.contains(where: \.declaresSwiftUIView) {
      swiftUIMark = "View"
      return
    }
    var names: Set<String> = []
    for file in files { Self.collectNames(file.statements, into: &names) }
    swiftUIMark = SwiftUIDialect.marks.sorted().first { names.contains($0) }
  }

  /// The names the statements mention as names (callees, bare names, bases of members), the
  /// bodies of their functions included (`collectNames` leaves declarations out).
  private static func collectNames(_ statements: [Statement], into names: inout Set<String>) {
    statements.collectNames(into: &names, includingMembers: false)
    collectFunctionNames(statements, into: &names)
  }

  /// The names of the functions' bodies among `statements` and the type bodies they hold.
  private static func collectFunctionNames(_ statements: [Statement], into names: inout Set<String>) {
    for statement in statements {
      switch statement {
      case .function(let function): collectNames(function.body, into: &names)
      case .declarations(let members, _): collectFunctionNames(members, into: &names)
      case .viewClass(let declaration):
        // A view struct nested in a UIKit class (`Parser.declaresSwiftUIView`) is the class's component: its names make no SwiftUI file.
        collectNames(withoutViewStructs(declaration.members), into: &names)
      default: continue
      }
    }
  }

  /// `statements` without the members of the SwiftUI views they declare (`struct Sparkle: View`
  /// nested in a class, read as a struct whose `body` is a member), in a type's declarations too.
  private static func withoutViewStructs(_ statements: [Statement]) -> [Statement] {
    var views: Set<String> = []
    func collectViews(_ statements: [Statement]) {
      for statement in statements {
        if case .structure(let declaration) = statement, declaration.conformances.contains("View") { views.insert(declaration.name) }
        if case .declarations(let members, _) = statement { collectViews(members) }
      }
    }
    collectViews(statements)
    func kept(_ statements: [Statement]) -> [Statement] {
      statements.compactMap { statement in
        switch statement {
        case .function(let function) where function.memberOf.map(views.contains) ?? false: return nil
        case .declarations(let members, let location): return .declarations(kept(members), location)
        default: return statement
        }
      }
    }
    return kept(statements)
  }

  /// True when the syntax shows a SwiftUI-only form.
  var mentionsSwiftUI: Bool { swiftUIMark != nil }

  /// The semantics in force.
  var semantics: Semantics { forced ?? written ?? (mentionsSwiftUI ? .swiftUI : .quickLayout) }
}
