import LayoutCore

/// A struct's or a tuple's value: its type's name (nil for a tuple) and its fields in order.
struct StructValue: Sendable {
  var typeName: String?
  var fields: [(name: String?, value: Value)]

  /// The field called `name`.
  subscript(_ name: String) -> Value? { fields.first { $0.name == name }?.value }
}

/// Values of the script's `struct` types and tuples: made by the memberwise initializer
/// (`Model(title: "A", count: 2)`, defaults filled in) or a tuple literal, read by field.
extension Evaluator {
  /// `(title: "A", count: 2)`.
  func tuple(_ items: [(label: String?, value: Expression)]) throws(Diagnostic) -> Value {
    var fields: [(name: String?, value: Value)] = []
    for item in items { fields.append((item.label, try evaluate(item.value))) }
    return .structure(StructValue(typeName: nil, fields: fields))
  }

  /// `NAME(field: value, …)`: every field in declaration order, labelled, or left to its default.
  /// A default that makes the type again (`class Node { let next = Node() }`) is counted as a
  /// call, so it ends at the nesting limit with an error, as the Swift program it is never ends.
  /// A struct that declares an `init` the call fits and the memberwise initializer does not
  /// (`State(gameMode: .timed, timeScope: .lastWeek)` of `init(gameMode: GameMode = .timed,
  /// isLoading: Bool = false, …, timeScope: TimeScope)`) is made by it: each field takes the
  /// parameter of its name, else its default, else a placeholder; the init's body, which stores
  /// them, is not run.
  func makeStructure(_ declaration: StructDeclaration, _ arguments: Arguments) throws(Diagnostic) -> Value {
    try enterCall(declaration.name, at: arguments.location,
                  hint: "a property of '\(declaration.name)' makes a '\(declaration.name)' again as its default, without end")
    defer { leaveCall() }
    do throws(Diagnostic) {
      return try memberwise(declaration, arguments)
    } catch {
      guard !stopped, let initializer = typeMember(named: "init", in: declaration.name), !initializer.isProperty,
            let parameters = try? bind(initializer, arguments) else { throw error }
      var fields: [(name: String?, value: Value)] = []
      for field in declaration.fields {
        if let parameter = parameters[field.name] {
          fields.append((field.name, parameter.value))
        } else if let defaultValue = field.defaultValue {
          fields.append((field.name, try evaluate(defaultValue)))
        } else {
          fields.append((field.name, try placeholderValue(type: field.type ?? "Void", name: field.name, at: arguments.location, noted: false)))
        }
      }
      return .structure(StructValue(typeName: declaration.name, fields: fields))
    }
  }

  /// `NAME(field: value, …)` by the memberwise initializer.
  private func memberwise(_ declaration: StructDeclaration, _ arguments: Arguments) throws(Diagnostic) -> Value {
    var remaining = arguments.items
    var fields: [(name: String?, value: Value)] = []
    for field in declaration.fields {
      if let first = remaining.first, first.label == field.name {
        fields.append((field.name, first.value))
        remaining.removeFirst()
      } else if let defaultValue = field.defaultValue {
        fields.append((field.name, try evaluate(defaultValue)))
      } else if declaration.isClass {
        // A model class sets such a field in its `init`, which is not run.
        fields.append((field.name, try placeholderValue(type: field.type ?? "Void", name: field.name, at: arguments.location)))
      } else {
        throw Diagnostic("missing argument '\(field.name):' in call to '\(declaration.name)'",
                         at: remaining.first?.location ?? arguments.location, hint: memberwiseHint(declaration))
      }
    }
    if let extra = remaining.first {
      let labels = declaration.fields.map(\.name)
      let hint = extra.label.flatMap { didYouMean($0, among: labels) } ?? memberwiseHint(declaration)
      throw Diagnostic("extra argument \(extra.label.map { "'\($0):' " } ?? "")in call to '\(declaration.name)'",
                       at: extra.location, hint: hint)
    }
    return .structure(StructValue(typeName: declaration.name, fields: fields))
  }

  private func memberwiseHint(_ declaration: StructDeclaration) -> String {
    "'\(declaration.name)' is made as \(declaration.name)(" + declaration.fields.map { "\($0.name): …" }.joined(separator: ", ") + ")"
  }

  /// `value.name` of a struct or a tuple.
  func field(_ name: String, of value: StructValue, at location: SourceLocation) throws(Diagnostic) -> Value {
    if let field = value[name] { return field }
    if let position = Int(name), value.fields.indices.contains(position) { return value.fields[position].value }  // `pair.0`
    let names = value.fields.compactMap(\.name)
    throw Diagnostic("\(Value.structure(value).typeDescription) has no member '\(name)'", at: location,
                     hint: didYouMean(name, among: names) ?? (names.isEmpty ? nil : "its members are " + names.joined(separator: ", ")))
  }
}
