import LayoutCore

/// A file of extensions only of a view or controller class that another file of the app
/// declares (`extension DiscoverViewController { func setupSearchBar() { view.addSubview(…);
/// NSLayoutConstraint.activate([…]) } }`): nothing else would show what its methods build, so
/// the class is taken as declared empty here — a `UIViewController` when its name says
/// controller, else a `UIView` — and shown as a pasted class is, its set-up methods run, what it
/// keeps in the other file (`searchController`, `collectionView`) named placeholders. Said once.
extension Evaluator {
  /// `statements` with an empty class declared before the first extension of the type the file
  /// extends, when it has no class of its own, declares nothing that shows, and that type's
  /// methods add views or constrain them; unchanged otherwise.
  func declaringExtendedClass(_ statements: [Statement]) -> [Statement] {
    guard statements.allSatisfy(Self.declaresOrExtends) else { return statements }
    var declared = Set<String>()
    for statement in statements {
      switch statement {
      case .structure(let structure): declared.insert(structure.name)
      case .enumeration(let enumeration): declared.insert(enumeration.name)
      case .layout(let layout): declared.insert(layout.name)
      default: continue
      }
    }
    guard let (type, index) = Self.extendedBuilder(in: statements, declared: declared) else { return statements }
    let location = statements[index].location
    let superclass = type.hasSuffix("Controller") ? "UIViewController" : "UIView"
    warnings.append(Diagnostic("'\(type)' is declared in another file: its extensions' set-up code runs in an empty \(type) "
                                 + "(a \(superclass), by its name), what the class keeps elsewhere shown as placeholders",
                               at: location, severity: .note))
    var result = statements
    result.insert(.viewClass(ViewClassDeclaration(name: type, superclass: superclass, members: [], initializers: [], methods: [],
                                                  location: location)), at: index)
    return result
  }

  /// The last type whose extension methods build views, not declared in the file nor one of
  /// UIKit's or SwiftUI's own (`extension UIView { func pin(…) }` is a helper), with the position
  /// of the file's first extension of it.
  private static func extendedBuilder(in statements: [Statement], declared: Set<String>) -> (String, Int)? {
    var found: (String, Int)?
    var first: [String: Int] = [:]
    for (type, position, method) in extensionMethods(in: statements) {
      guard !method.isStatic, !declared.contains(type), Parser.isViewOrController(type),
            !["UI", "NS"].contains(where: type.hasPrefix), type != "View" else { continue }
      if first[type] == nil { first[type] = position }
      if !method.body.names(includingMembers: true).isDisjoint(with: viewBuildingCalls) { found = (type, first[type]!) }
    }
    return found
  }

  /// True for a statement that declares (`declaresOnly`) or extends a type, none that shows (a
  /// class, a view struct, a body, a preview, a statement).
  private static func declaresOrExtends(_ statement: Statement) -> Bool {
    switch statement {
    case .declarations, .layoutExtension, .layout, .layoutValueKey: return true
    default: return declaresOnly(statement)
    }
  }
}
