import LayoutCore
import LayoutRender
@testable import LayoutScript

/// Prints syntax back as canonical source, fully parenthesised, one statement per line, so a
/// parse → print → parse → print round trip must reproduce the same text.
enum SourcePrinter {
  static func print(_ statements: [Statement]) -> String { statements.map(print).joined(separator: "\n") }

  private static func block(_ statements: [Statement]) -> String {
    "{\n" + statements.map(print).joined(separator: "\n") + "\n}"
  }

  static func print(_ statement: Statement) -> String {
    switch statement {
    case .expression(let e): return print(e)
    case .binding(let name, let isVariable, let value, _): return "\(isVariable ? "var" : "let") \(name) = \(print(value))"
    case .assignment(let target, let value, _): return "\(print(target)) = \(print(value))"
    case .body(let body, _): return "var body: Layout " + block(body)
    case .function(let f) where f.isProperty: return "var \(f.name): Layout " + block(f.body)
    case .function(let f):
      let parameters = f.parameters.map { p in
        "\(p.label ?? "_") \(p.name): T" + (p.defaultValue.map { " = " + print($0) } ?? "")
      }
      return "func \(f.name)(\(parameters.joined(separator: ", "))) -> Layout " + block(f.body)
    case .alignmentExtension(let type, let members, _):
      return "extension \(type) {\n" + members.map { "static let \($0.name) = \(print($0.value))" }.joined(separator: "\n") + "\n}"
    case .alignmentID(let name, let closure, _):
      return "struct \(name): AlignmentID {\nstatic func defaultValue(in \(closure.parameters[0]): ViewDimensions) -> CGFloat "
        + block(closure.body) + "\n}"
    case .importFile(let path, _): return "import \"\(path)\""
    case .importModule(let module, _): return "import \(module)"
    case .ifElse(let branches, let otherwise, _):
      return branches.map { "if \(print($0.condition)) " + block($0.body) }.joined(separator: " else ")
        + (otherwise.map { " else " + block($0) } ?? "")
    case .forIn(let variables, let sequence, let body, _):
      let pattern = variables.count == 1 ? variables[0] : "(" + variables.joined(separator: ", ") + ")"
      return "for \(pattern) in \(print(sequence)) " + block(body)
    case .whileLoop(let condition, let body, _): return "while \(print(condition)) " + block(body)
    case .sequence(let statements, _): return "sequence " + block(statements)
    case .layout(let layout):
      return "struct \(layout.name): Layout { " + layout.fields.map { "var \($0.name)" }.joined(separator: "; ") + " }"
        + layout.methods.map { "\n" + print(.function($0)) }.joined()
    case .layoutValueKey(let name, let value, _): return "struct \(name): LayoutValueKey { static let defaultValue = \(print(value)) }"
    case .layoutExtension(let name, let methods, _):
      return "extension \(name) {" + methods.map { "\n" + print(.function($0)) }.joined() + "\n}"
    case .returnValue(let e, _): return "return" + (e.map { " " + print($0) } ?? "")
    case .loopControl(let isBreak, _): return isBreak ? "break" : "continue"
    case .declarations(let members, _): return "declarations " + block(members)
    case .viewClass(let declaration): return "class \(declaration.name) " + block(declaration.members)
    case .ignored(let what, _): return "ignored \(what)"
    case .elision: return "..."
    case .structure(let s): return "struct \(s.name) { " + s.fields.map { "let \($0.name)" + ($0.defaultValue.map { " = " + print($0) } ?? "") }.joined(separator: "; ") + " }"
    case .enumeration(let e): return "enum \(e.name) { " + e.cases.map { "case \($0.name)" + ($0.rawValue.map { " = " + print($0) } ?? "") }.joined(separator: "; ") + " }"
    case .uninitialized(let name, let isVariable, let type, _): return "\(isVariable ? "var" : "let") \(name): \(type)"
    case .setUp(let what, let body, _): return "set-up \(what) " + block(body)
    }
  }

  static func print(_ expression: Expression) -> String {
    switch expression {
    case .number(let value, _): return formatNumber(value)
    case .text(let text, _): return "\"" + escaped(text) + "\""
    case .string(let segments, _):
      return "\"" + segments.map { segment in
        switch segment {
        case .text(let text): return escaped(text)
        case .interpolation(let inner): return "\\(" + print(inner) + ")"
        }
      }.joined() + "\""
    case .bool(let flag, _): return String(flag)
    case .name(let name, _): return name
    case .implicitMember(let name, _): return "." + name
    case .member(let base, let name, _): return print(base) + "." + name
    case .call(let arguments):
      let plain = arguments.filter { !$0.isTrailingClosure }.map { ($0.label.map { "\($0): " } ?? "") + print($0.value) }
      let trailing = arguments.filter(\.isTrailingClosure).map { " " + ($0.label.map { "\($0): " } ?? "") + print($0.value) }
      return print(arguments.calleeExpression) + "(" + plain.joined(separator: ", ") + ")" + trailing.joined()
    case .subscripted(let base, let index, _): return print(base) + "[" + print(index) + "]"
    case .array(let items, _): return "[" + items.map(print).joined(separator: ", ") + "]"
    case .unary(let op, let operand, _): return "(" + op.rawValue + print(operand) + ")"
    case .binary(let op, let left, let right, _): return "(" + print(left) + " \(op.rawValue) " + print(right) + ")"
    case .ternary(let test, let a, let b, _): return "(" + print(test) + " ? " + print(a) + " : " + print(b) + ")"
    case .closure(let closure):
      let parameters = closure.parameters.isEmpty ? "" : " " + closure.parameters.joined(separator: ", ") + " in"
      return "{" + parameters + "\n" + closure.body.map(print).joined(separator: "\n") + "\n}"
    case .keyPath(let path, _): return "\\" + path
    case .tuple(let items, _): return "(" + items.map { ($0.label.map { $0 + ": " } ?? "") + print($0.value) }.joined(separator: ", ") + ")"
    case .typeCheck(let operand, let type, _): return "(" + print(operand) + " is " + type + ")"
    }
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
  }
}
