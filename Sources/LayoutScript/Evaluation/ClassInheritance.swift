/// A pasted class whose superclass the file declares too (`class KeyValueCell: TextPairCell`
/// beside `class TextPairCell: UITableViewCell` and its `@IBOutlet`s) inherits that class's
/// stored properties, set-up code and methods (not its nested types), as a Swift subclass does ("Inheritance", The
/// Swift Programming Language): a member it declares of the same name overrides the inherited one
/// (a set-up method that calls `super`, `awakeFromNib()` then `super.awakeFromNib()`, keeps the
/// inherited code too, run first), and the UIKit class at the root of the chain is its
/// superclass, so a cell's subclass is still laid out as a cell.
enum ClassInheritance {
  /// `declaration` with what it inherits from the file's `classes`; itself when its superclass is
  /// none of them. A chain that comes back to a class already met (invalid Swift) stops there.
  static func inheriting(_ declaration: ViewClassDeclaration, among classes: [ViewClassDeclaration]) -> ViewClassDeclaration {
    var result = declaration
    var met: Set<String> = [declaration.name]
    while let name = result.superclass, met.insert(name).inserted, let parent = classes.first(where: { $0.name == name }) {
      let overriding = Dictionary(result.members.compactMap { member in memberName(member).map { ($0, member) } }) { first, _ in first }
      let inherited = parent.members.filter { member in
        guard !isTypeDeclaration(member) else { return false }  // a nested type is the parent's, named by it
        guard let name = memberName(member), let override = overriding[name] else { return true }
        guard case .setUp(_, let body, _) = override else { return false }
        return body.names(includingMembers: true).contains("super")
      }
      result.members = inherited + result.members
      let ownMethods = Set(result.methods.map(\.name))
      result.methods = parent.methods.filter { !ownMethods.contains($0.name) } + result.methods
      if result.initializers.isEmpty { result.initializers = parent.initializers }
      result.hasMacro = result.hasMacro || parent.hasMacro
      result.superclass = parent.superclass
    }
    return result
  }

  /// True for a type the class nests (`struct Wrapper: View` in a hosting controller): declared once,
  /// by the class that writes it, never again by a subclass.
  private static func isTypeDeclaration(_ member: Statement) -> Bool {
    switch member {
    case .structure, .enumeration, .viewClass, .layout, .alignmentID, .alignmentExtension, .layoutExtension: return true
    default: return false
    }
  }

  /// The name a member declares: a stored property's, a method's, a set-up method's.
  private static func memberName(_ member: Statement) -> String? {
    switch member {
    case .binding(let name, _, _, _), .uninitialized(let name, _, _, _): return name
    case .function(let function): return function.name
    case .setUp(let what, _, _): return what
    case .body: return "body"  // `override var body: Layout`: the subclass's layout, not its superclass's too
    default: return nil
    }
  }
}
