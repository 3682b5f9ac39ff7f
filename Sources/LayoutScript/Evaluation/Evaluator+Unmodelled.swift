import Foundation
import LayoutCore

/// What a real app's view body uses that qlrepl does not model (an overload it does not know,
/// a value of an API it does not read) never stops the rest of the file (issue 22: "what is not
/// modelled becomes a named placeholder"): in a file that declares a SwiftUI view, a statement
/// of a view's body that fails is a placeholder box named for what it calls (`Button(…)`), or
/// for its keyword (an `if`, a `for`, a `return`); a `let` that fails binds a placeholder of its
/// name, an argument that fails is a placeholder named for its label and an assignment that fails
/// is skipped; one warning lists each with why. A typo
/// (an error with a did-you-mean), a limit and an interruption are still errors, and a file
/// written for qlrepl (no `: View` struct) keeps every error.
extension Evaluator {
  /// True when `error` may become a placeholder: in a view's body of a SwiftUI file, no typo, no limit.
  private func isUnmodelled(_ error: Diagnostic) -> Bool {
    viewBodies > 0 && mayStandIn(error)
  }

  /// True when `error` of a SwiftUI file may become a placeholder: no typo, no limit.
  func mayStandIn(_ error: Diagnostic) -> Bool {
    semanticsChoice.swiftUIMark == "View" && !stopped && setUpInProgress == nil && error.severity == .error && !unmodelled.isTypo(error)
  }

  /// True when `error` names a typo: its did-you-mean suggests a name one edit from the name it
  /// quotes last (`'.paddng'` and 'padding'), the typo rule of `Placeholders.typoHint`. A
  /// did-you-mean further off (`isNotEmpty`, 'isEmpty': an extension of another file) is none.
  static func isTypo(_ error: Diagnostic) -> Bool {
    guard let hint = error.hint, let mean = hint.range(of: "did you mean ") else { return false }
    let suggestion = hint[mean.upperBound...].split(separator: "'", omittingEmptySubsequences: false).dropFirst().first.map(String.init)
    let quoted = error.message.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.last?.element
    guard let suggestion, let quoted else { return true }
    let name = quoted.trimmingCharacters(in: CharacterSet(charactersIn: ".:"))
    let suggested = suggestion.trimmingCharacters(in: CharacterSet(charactersIn: ".:`"))
    if error.message.contains("has no argument") { return isLabelSlip(name, of: suggested) }
    return isOneEditAway(name.lowercased(), suggested.lowercased())
  }

  /// The placeholder an argument of a call takes when its value fails that way (`canConfirm:
  /// canCreate` of a property reading what the file cannot know), named for its label; nil to fail.
  func placeholderForUnmodelled(_ error: Diagnostic, argument name: String, at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard isUnmodelled(error) else { return nil }
    return .view(try unmodelledPlaceholder(name + ":", named: name, failing: error, at: location, counted: !error.isConsequence))
  }

  /// True when `error` in `statement` becomes a placeholder (added to `children`, or bound for a `let`).
  func placeholderForUnmodelled(_ error: Diagnostic, in statement: Statement, into children: inout [Child]) throws(Diagnostic) -> Bool {
    guard isUnmodelled(error) else { return false }
    if error.isConsequence { return true }  // a use of what already became a placeholder
    switch statement {
    case .expression(let expression), .returnValue(let expression?, _):
      let name = Self.headName(expression).map { $0 + "(…)" } ?? "view"
      let id = try unmodelledPlaceholder(name, named: name, failing: error, at: expression.location)
      children.append(Child(value: .view(id), location: expression.location))
    case .ifElse(_, _, let location), .forIn(_, _, _, let location):
      let name = { if case .forIn = statement { return "for" } else { return "if" } }()
      let id = try unmodelledPlaceholder(name, named: name, failing: error, at: location)
      children.append(Child(value: .view(id), location: location))
    case .assignment:
      unmodelled.add("an assignment", failing: error, kind: nil)
    case .binding(let name, let isVariable, _, let location):
      guard scopes[scopes.count - 1][name] == nil else { return false }
      let id = try unmodelledPlaceholder(name, named: name, failing: error, at: location)
      scopes[scopes.count - 1][name] = Variable(value: .view(id), isVariable: isVariable)
    default:
      return false
    }
    return true
  }

  /// A placeholder view `name` for a statement (or argument) failing with `error`, recorded as
  /// `listed` when `counted` (`UnmodelledFailures`: met again at the same place, it takes the
  /// size it took there before and counts on the same record).
  private func unmodelledPlaceholder(_ listed: String, named name: String, failing error: Diagnostic, at location: SourceLocation,
                                     counted: Bool = true) throws(Diagnostic) -> Int {
    let id = try newPlaceholderView(name, kind: unmodelled.kind(of: listed, failing: error), at: location)
    if counted { unmodelled.add(listed, failing: error, kind: viewTable.views[id].kind) }
    return id
  }

  /// A view property's initial value (`@State private var opacity = Double(Settings.opacity)`);
  /// one qlrepl cannot compute in a SwiftUI file (a value of another file's type where a number
  /// belongs) is the placeholder of the property's type, as a property without a value takes
  /// (`PlaceholderValues`: a number 0, a String its name…), listed with what is not modelled.
  func initialValue(_ expression: Expression, of property: Parameter) throws(Diagnostic) -> Value {
    do throws(Diagnostic) {
      return try evaluate(expression)
    } catch {
      guard mayStandIn(error) else { throw error }
      if !error.isConsequence { unmodelled.add(property.name, failing: error, kind: nil) }
      return try placeholderValue(type: property.type ?? "", name: property.name, at: property.location, noted: false)
    }
  }

  /// True when `argument`, a length, is a placeholder of a SwiftUI file read off another file's
  /// value or type (`.frame(height: model.level * 4)`, `Theme.spacing`), or an implicit member
  /// of a number no file here declares (`.padding(.themeSpacing8)`, a static of the app's
  /// `extension CGFloat`; not one of `known`'s, such as `.padding`'s edges, nor one edit from
  /// one of them): the length is left out (the modifier's default: a frame's side follows its
  /// child), listed with what is not modelled, so that what the frame holds keeps a size rather
  /// than the 0 a number of unknown value would give it.
  func isUnknownLength(_ argument: EvaluatedArgument, known: [String] = []) -> Bool {
    guard semanticsChoice.swiftUIMark == "View" else { return false }
    let name: String
    if case .member(let member) = argument.value {
      let known = known + ["infinity", "nan", "zero", "greatestFiniteMagnitude", "leastNonzeroMagnitude", "pi"]
      guard !known.contains(where: { $0 == member || isOneEditAway($0.lowercased(), member.lowercased()) }) else { return false }
      name = "." + member
    } else {
      guard isPlaceholderName(argument.value), case .view(let id) = argument.value,
            viewTable.views[id].name.contains(".") || viewTable.views[id].name.hasSuffix("()") else { return false }  // a bare `gap` stays "cannot find", as a snippet's
      name = viewTable.views[id].name
    }
    let reason = Diagnostic("'\(name)' is a value of another file, so the length is left out", at: argument.location)
    unmodelled.add((argument.label ?? argument.callee) + ":", failing: reason, kind: nil)
    return true
  }

  /// The one warning naming what became placeholders, at the first of them; a place where
  /// statements failed more than once (a loop's body) is named once, with how often.
  func noteUnmodelled() {
    let records = unmodelled.records
    guard let first = records.first else { return }
    let shown = records.prefix(6).map { record in
      let times = record.times > 1 ? ", \(record.times) times" : ""
      return "\(record.name) at \(record.location.line):\(record.location.column) (\(record.reason))\(times)"
    }
    let more = records.count > 6 ? "; and \(records.count - 6) more" : ""
    let several = records.count > 1 || first.times > 1
    warnings.append(Diagnostic("not modelled, so drawn as \(several ? "placeholders" : "a placeholder"): "
                                 + shown.joined(separator: "; ") + more, at: first.location,
                               hint: "the rest of the file is laid out; docs/language.md, \"Real app files\", says what is modelled",
                               severity: .warning))
  }

  /// The name a statement's expression calls first: `Text` of `Text("x").font(.custom)`, `content`
  /// of `content().toolbar { … }`; nil when it calls no name.
  static func headName(_ expression: Expression) -> String? {
    switch expression {
    case .call(let call):
      switch call.callee {
      case .name(let name): return name
      case .method(let base, let name): return headName(base) ?? name
      case .expression(let callee): return headName(callee)
      }
    case .member(let base, let name, _): return headName(base) ?? name
    case .name(let name, _): return name
    default: return nil
    }
  }
}
