import LayoutCore

/// The SwiftUI paste form: `struct Name: View { @State var … ; var body: some View { … } }`.
/// The struct is a component of its own scope: its stored properties are the parameters of its
/// memberwise initializer (those with a value may be left out), its computed properties and
/// methods its members, its body what a call of it (`Name(title: "Hi")`) builds. The file's
/// last view is shown unless a `#Preview` or the file says which (`Evaluator+ShownView`).
extension Parser {
  /// `struct NAME<Generics>: View { members }`.
  mutating func viewStructDeclaration() throws(Diagnostic) -> Statement {
    let keyword = current.location
    let start = index
    let (name, conformances, fields, others) = try structBody()
    var list: [Statement] = []
    var body: FunctionDeclaration?
    var initializers: [[Parameter]] = []
    var initializerFunctions: [FunctionDeclaration] = []
    for member in others {
      if case .function(let function) = member, function.name == "body", function.isProperty, !function.isStatic {
        body = function
      } else if case .function(let function) = member, function.name == "init", !function.isProperty {
        initializers.append(function.parameters)
        initializerFunctions.append(function)
      } else {
        list.append(member)
      }
    }
    guard let body else {
      // `struct PauseView: View` whose body an extension declares: a struct the extension makes a view
      // (`viewsDeclaredByExtensions`); one with no body anywhere is said so there. A representable
      // (`struct Wrapper: View, UIViewRepresentable`) keeps its protocols: it wraps a UIKit view.
      return .declarations([.structure(StructDeclaration(name: name, fields: fields, location: keyword, conformances: conformances))] + list, keyword)
    }
    let filledLater = statesFilledLater(tokensFrom: start)
    let properties = fields.map { field in
      var property = Parameter(label: field.name, name: field.name, defaultValue: field.defaultValue, location: field.location, type: field.type)
      if case .text("", _)? = field.defaultValue {
        property.isFilledLater = filledLater.contains(field.name)
        property.isEmptyInput = field.isInput
      }
      return property
    }
    let parameters = ViewInitializerParameters.merged(properties, initializers: initializers)
    var view = FunctionDeclaration(name: name, parameters: parameters, body: body.body, isProperty: false,
                                   location: body.location, resultType: "some View", isViewStruct: true)
    view.initializers = initializerFunctions
    view.properties = properties
    list.append(.function(view))
    return .declarations(list, keyword)
  }

  /// `struct NAME<…>: Protocols { members }` at its keyword: its name, stored properties and other members.
  private mutating func structBody() throws(Diagnostic) -> (name: String, conformances: [String], fields: [StructField], others: [Statement]) {
    advance()
    let (plain, _) = try expectIdentifier("expected a struct name after 'struct'")
    let name = nestedName(plain)
    let conformances = try inheritance()
    var fields: [StructField] = []
    var others: [Statement] = []
    let outer = enclosingType
    enclosingType = name
    defer { enclosingType = outer }
    try members(of: name) { (parser: inout Parser) throws(Diagnostic) in
      try parser.typeMember(of: name, fields: &fields, others: &others)
    }
    return (name, conformances, fields, others)
  }

  /// `#Preview("Name") { … }` or `struct NAME_Previews: PreviewProvider { static var previews: some View { … } }`:
  /// a preview, what Xcode's canvas shows (the first of the file unless `--view` names another view).
  mutating func previewDeclaration() throws(Diagnostic) -> Statement {
    let start = current.location
    if current.isWord("struct") {
      // Its `static var previews: some View` previews the file's view, SwiftUI's or a UIKit
      // class's (`UIViewPreview { Row() }`): it makes no SwiftUI file of a QuickLayout class's.
      let declaredView = declaresSwiftUIView
      let (_, _, _, others) = try structBody()
      declaresSwiftUIView = declaredView
      return .declarations(others.map { member in
        guard case .function(var function) = member, function.name == "previews" else { return member }
        function.isPreview = true
        return .function(function)
      }, start)
    }
    advance()
    if current.isSymbol("(") { try skipBalanced() }
    let body = try block()
    // `#Preview(as: .systemSmall) { EnergyWidget() } timeline: { Entry(…) }`: a widget's entries,
    // the data it is previewed with: the first is the entry its view shows; another trailing
    // closure is skipped (the preview shows the block above).
    var widgetEntry: Expression?
    while true {
      let skip = current.kind == .newline ? 1 : 0
      guard let label = peek(skip).identifier, peek(skip + 1).isSymbol(":"), peek(skip + 2).isSymbol("{") else { break }
      skipNewlines()
      advance()
      advance()
      if label == "timeline", case .expression(let first)? = try block().first { widgetEntry = first } else if label != "timeline" { try skipBalanced() }
    }
    return .function(FunctionDeclaration(name: "#Preview \(start.line):\(start.column)", parameters: [], body: body, isProperty: true,
                                         location: start, resultType: "some View", isPreview: true, widgetEntry: widgetEntry))
  }
}
