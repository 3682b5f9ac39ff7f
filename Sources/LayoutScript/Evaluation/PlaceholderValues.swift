import LayoutCore

/// The value a property without one takes when nothing gives it one (no `#Preview`, no caller),
/// made from its type as Xcode's canvas would need a preview to provide it: a `String` is the
/// property's own name, a number 0, a `Bool` false, a `CGSize` (and a `CGRect`'s) a placeholder box's 80×44, a `CGPoint` or `UIEdgeInsets` zero, an optional `nil`, an array three sample
/// elements (of numbers 1, 2 and 3, as a String's are its name and 1, 2, 3), in UIKit code a
/// UIKit view a new one of its type (a `UIView` or an element of a `[UIView]`, any view the caller
/// gives, a placeholder box: a plain `UIView()` has no size to show; a nested type of UIKit's, an opaque
/// placeholder: `UITableView.Style`), a struct or model of the script made with its defaults (its other fields
/// placeholders in turn), an enum its first case, a SwiftUI or UIKit value type its APIs' default
/// (`frameworkDefaults`), a value of a type the file does not declare a
/// placeholder view named for the property (whose own properties are placeholders in turn:
/// `store.state.title` reads "title"). The script is told once which properties took such values
/// (`notePlaceholders`).
enum PlaceholderValues {
  /// How many elements a placeholder array has.
  static let sampleCount = 3

  /// `#placeholderValue("Type", "name")`: the call that makes the placeholder of a property
  /// declared with a wrapper that provides its value (`@EnvironmentObject var store: Store`).
  /// With `initializer`, the placeholder of a parameter of that initializer (`init(size:)`) of the
  /// shown UIKit class, which nothing calls (`Evaluator.parametersBound`). Not `noted`, it is
  /// left out of the note of placeholders (a view's initializer parameter no property is named
  /// after, which only the initializer given it reads: `ViewInitializerParameters`).
  static func expression(type: String, name: String, of initializer: String? = nil, noted: Bool = true,
                         at location: SourceLocation) -> Expression {
    var arguments = [Argument(label: nil, value: .text(type, location), isTrailingClosure: false, location: location),
                     Argument(label: nil, value: .text(name, location), isTrailingClosure: false, location: location)]
    if let initializer { arguments.append(Argument(label: nil, value: .text(initializer, location), isTrailingClosure: false, location: location)) }
    if !noted { arguments.append(Argument(label: "noted", value: .bool(false, location), isTrailingClosure: false, location: location)) }
    return .call(.make(.name("#placeholderValue", location), arguments, at: location))
  }

  /// The arguments of a call that gives each of `parameters` without a default its placeholder
  /// (of `initializer`'s parameters, when given: `expression(type:name:of:at:)`), by its label.
  static func arguments(for parameters: [Parameter], of initializer: String? = nil) -> [Argument] {
    parameters.filter { $0.defaultValue == nil }.map { parameter in
      Argument(label: parameter.label, value: expression(type: parameter.type ?? "Void", name: parameter.name, of: initializer, at: parameter.location),
               isTrailingClosure: false, location: parameter.location)
    }
  }

  /// A placeholder value of the file's `type` to run one of its members on, named for the type
  /// (`route` of `Route`), left out of the note of placeholders when not `noted`.
  static func receiver(ofType type: String, noted: Bool = true, at location: SourceLocation) -> Expression {
    expression(type: type, name: type.prefix(1).lowercased() + type.dropFirst(), noted: noted, at: location)
  }

  /// True for the placeholder of an initializer's parameter (`expression(type:name:of:at:)` given one).
  static func isInitializerParameter(_ call: CallSyntax) -> Bool {
    guard case .name("#placeholderValue") = call.callee else { return false }
    return call.count == 3 && call.last?.label == nil
  }

  /// The numeric types, whose placeholder is 0.
  static let numbers: Set<String> = [
    "Int", "Double", "CGFloat", "Float", "UInt", "Int64", "Int32", "Int16", "Int8", "UInt64", "UInt32", "UInt8",
    "TimeInterval", "Decimal", "Float80", "CGFloat.NativeType", "Measurement",
  ]
  /// SwiftUI's and UIKit's small value types, whose placeholder is the value their own APIs take
  /// when the argument is left out (`overlay(_:alignment:)`'s `.center`, `padding(_:)`'s `.all`,
  /// `font(_:)`'s body style in a Text without one), so `let edge: Alignment` reads as a layout
  /// value, not a placeholder view.
  static let frameworkDefaults: [String: String] = [
    "Alignment": "center", "HorizontalAlignment": "center", "VerticalAlignment": "center", "UnitPoint": "center",
    "Edge.Set": "all", "Edge": "top", "Axis": "vertical", "Axis.Set": "vertical", "ContentMode": "fit",
    "TextAlignment": "leading", "Font": "body", "Font.TextStyle": "body", "Font.Weight": "regular",
    "UIFont.TextStyle": "body", "NSTextAlignment": "natural", "NSLayoutConstraint.Axis": "horizontal",
  ]
  /// The text types, whose placeholder is the property's name.
  static let texts: Set<String> = ["String", "LocalizedStringKey", "Substring", "Character", "AttributedString", "LocalizedStringResource", "UUID", "URL", "Date"]
}

extension Evaluator {
  /// The placeholder value of a property `name` of `type` (see `PlaceholderValues`), noted unless
  /// `noted` is false (a value another note names: `initialValue`).
  func placeholderValue(type written: String, name: String, of initializer: String? = nil, at location: SourceLocation,
                        noted: Bool = true) throws(Diagnostic) -> Value {
    if noted {
      placeholderValues.append("\(name) (\(written)\(initializer.map { ", of \($0)" } ?? ""))")
      if placeholderValues.count == 1 { placeholderLocation = location }
    }
    if PlaceholderValues.numbers.contains(written) { placeholderNumbers.insert(name) }
    return try placeholder(of: String(written.drop { $0 == " " }), name: name, at: location, depth: 0)
  }

  private func placeholder(of type: String, name: String, at location: SourceLocation, depth: Int) throws(Diagnostic) -> Value {
    if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") { return .void }
    if type.hasPrefix("["), type.hasSuffix("]") {
      let inner = String(type.dropFirst().dropLast())
      if inner.contains(":") { return .array([]) }  // a dictionary
      var items: [Value] = []
      for index in 1...PlaceholderValues.sampleCount {
        // A number's samples are numbered as a text's are named ("samples 1"…): 1, 2, 3, so a
        // length made of one (`height: 20 * s`) is no 0 that would hide what it sizes.
        if PlaceholderValues.numbers.contains(inner) {
          items.append(.number(Double(index)))
          continue
        }
        items.append(try placeholder(of: inner, name: "\(name) \(index)", at: location, depth: depth + 1))
      }
      return .array(items)
    }
    for wrapper in ["Binding<", "Published<", "State<", "Array<"] where type.hasPrefix(wrapper) && type.hasSuffix(">") {
      let inner = String(type.dropFirst(wrapper.count).dropLast())
      return try placeholder(of: wrapper == "Array<" ? "[\(inner)]" : inner, name: name, at: location, depth: depth)
    }
    if let arrow = type.range(of: "->", options: .backwards) {
      // A closure: one that does nothing, or, when it makes a value (`() -> Content`), one that
      // returns the placeholder of its result type, named for the property.
      let result = type[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
      let body: [Statement] = ["Void", "()", ""].contains(result) ? []
        : [.returnValue(PlaceholderValues.expression(type: result, name: name, at: location), location)]
      return .closure(Closure(parameters: [], body: body, location: location))
    }
    if PlaceholderValues.texts.contains(type) { return .string(name) }
    if PlaceholderValues.numbers.contains(type) { return .number(0) }
    if type == "Bool" { return .bool(false) }
    // A size is a placeholder box's, 80×44 (`Placeholders.boxSize`, our choice), so a view it sizes
    // (`init(size: CGSize)`) shows; a point and insets are zero.
    if let geometry = ["CGSize": Value.size(Placeholders.boxSize), "CGRect": .rect(Rect(origin: .zero, size: Placeholders.boxSize)),
                       "CGPoint": .point(.zero), "UIEdgeInsets": .insets(EdgeInsets(), followsDirection: false)][type] { return geometry }
    // A SwiftUI `Color` is a view (`background(backgroundColor)` of a `backgroundColor: Color`); a UIColor a value.
    if type == "Color" || type == "SwiftUI.Color", semanticsChoice.swiftUIMark == "View" { return try colorView("gray", at: location) }
    if type == "Color" || type == "UIColor" { return .color("gray") }
    if let declaration = declarations.structTypes[type], depth < 4 {
      return try placeholderStructure(declaration, name: name, at: location, depth: depth)
    }
    if let first = declarations.enumCases[type]?.first {
      // The first case, carrying placeholders of its associated values' types (`.indeterminate(running: false, title: nil)`).
      guard let payload = declarations.enumPayloadTypes[type]?[first], !payload.isEmpty, depth < 4 else { return .member(first) }
      var values: [EvaluatedArgument] = []
      for (index, item) in payload.enumerated() {
        values.append(EvaluatedArgument(label: nil, value: try placeholder(of: item, name: "\(name) \(index + 1)", at: location, depth: depth + 1),
                                        isTrailingClosure: false, location: location, callee: first))
      }
      return enumCaseValue(first, of: type, Arguments(items: values, callee: first, location: location))
    }
    if let member = PlaceholderValues.frameworkDefaults[type] { return .member(member) }
    // A UIKit view (`init(contentView: UIView)` of the shown class): a new view of that type, as `UIView()` makes.
    if isUIKitCode, type.hasPrefix("UI"), let constructor = Vocabulary.views[type], type != "UIView" {
      return try createView(constructor, Arguments(items: [], callee: type, location: location))
    }
    if type.isEmpty || type == "Void" || type == "()" { return .void }
    // A nested value type of UIKit's (`init(style: UITableView.Style)`): no view, an opaque placeholder.
    if isUIKitCode, let owner = type.split(separator: ".").first, type.contains("."), Self.isUIKitTypeName(String(owner)),
       let opaque = try placeholderStatic(name, of: type, known: [], as: .opaque, at: location) { return opaque }
    // A type declared in another file (`@EnvironmentObject var store: Store`, `let post: Post`).
    return .view(try namedPlaceholderView(name, countsUse: false, at: location))
  }

  /// A value of the script's struct or model `declaration`: each field its default, else a placeholder.
  private func placeholderStructure(_ declaration: StructDeclaration, name: String, at location: SourceLocation,
                                    depth: Int) throws(Diagnostic) -> Value {
    var fields: [(name: String?, value: Value)] = []
    for field in declaration.fields {
      if let value = field.defaultValue {
        fields.append((field.name, try evaluate(value)))
      } else if let type = field.type {
        fields.append((field.name, try placeholder(of: type, name: field.name, at: location, depth: depth + 1)))
      } else {
        // No type written (`@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`): what
        // another file declares, a placeholder named for the field.
        fields.append((field.name, .view(try namedPlaceholderView(field.name, countsUse: false, at: location))))
      }
    }
    return .structure(StructValue(typeName: declaration.name, fields: fields))
  }

  /// The one note naming the properties that took placeholder values.
  func notePlaceholders() {
    guard let location = placeholderLocation, !placeholderValues.isEmpty else { return }
    var seen: Set<String> = []
    let names = placeholderValues.filter { seen.insert($0).inserted }
    let shown = names.prefix(8).joined(separator: ", ") + (names.count > 8 ? ", and \(names.count - 8) more" : "")
    // An entry "size (CGFloat, of init(size:))" is a parameter of the shown UIKit class's initializer or of a method run so.
    let noun = names.contains { $0.contains(", of ") } ? ("a property or parameter", "properties and parameters") : ("a property", "properties")
    note("\(names.count == 1 ? noun.0 : "\(names.count) \(noun.1)") without a value \(names.count == 1 ? "takes" : "take") "
           + "a placeholder (a String its name, numbers 0, arrays three samples (numbers 1, 2, 3), optionals nil): \(shown); "
           + "a #Preview giving them values shows those instead", at: location)
  }
}
