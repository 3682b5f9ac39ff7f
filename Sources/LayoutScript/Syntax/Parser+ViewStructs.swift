/// The SwiftUI paste form: `struct Name: View { @State var … ; var body: some View { … } }`.
/// Its properties become declarations and its body the script's body (the last such struct's
/// wins); the struct is also a component, so another view's body can write `Name()`.
extension Parser {
  /// `struct NAME: View { members }`, read as a pasted class is.
  mutating func viewStructDeclaration() throws(Diagnostic) -> Statement {
    let keyword = current.location
    advance()
    let (name, _) = try expectIdentifier("expected a struct name after 'struct'")
    _ = try inheritance()
    let saved = inClass
    inClass = true
    defer { inClass = saved }
    var list: [Statement] = []
    try members(of: name) { (parser: inout Parser) throws(Diagnostic) in list += try parser.classMember() }
    for case .body(let statements, let location) in list {
      list.append(.function(FunctionDeclaration(name: name, parameters: Self.memberwiseParameters(of: list), body: statements,
                                                isProperty: false, location: location, resultType: "some View", isViewStruct: true)))
      break
    }
    return .declarations(list, keyword)
  }

  /// The view's memberwise initializer, as Swift makes it: an argument per stored property, in
  /// order (`ProfileRow(name: "Ada")`); one whose property has a value may be left out.
  private static func memberwiseParameters(of members: [Statement]) -> [Parameter] {
    members.compactMap { member in
      switch member {
      case .binding(let name, _, _, let location):
        return Parameter(label: name, name: name, defaultValue: nil, location: location, keepsPropertyValue: true)
      case .uninitialized(let name, _, _, let location):
        return Parameter(label: name, name: name, defaultValue: nil, location: location)
      default:
        return nil
      }
    }
  }
}
