import LayoutCore

/// A view shown without a preview whose optional inputs are nil, as the view's memberwise
/// initializer leaves them, and which then draws nothing (`if let event { … } else {
/// EmptyView() }`): Xcode's canvas would show nothing either until a preview gives the optional a
/// value, and a file that draws nothing looks broken. So the view is built again with each such
/// optional given the placeholder of its type (`ClendarEvent?` a placeholder of
/// `ClendarEvent`, `String?` its name) and each `Bool` input without a value (`var showMusic:
/// Bool`, a placeholder false) true, and one note says so. A view that draws something with its
/// optionals nil keeps them nil: that is how it first shows; one with no optionals that draws
/// nothing gets a note that says so. Issue 22, point 2.
extension Evaluator {
  /// The children `shown` builds with its view's optionals given placeholders, when the first run
  /// (`children`) draws nothing and the view shown for want of a preview has optionals nil; nil
  /// otherwise.
  /// What the first run said (`since`: its warnings, the placeholders it used, what it could not
  /// model) is taken back before the second, which says it again where it still holds.
  func withOptionalsFilled(_ shown: (statements: [Statement], location: SourceLocation), drawing children: [Child],
                           views: [FunctionDeclaration], since firstRun: ShownViewRun) throws(Diagnostic) -> [Child]? {
    guard !fillsOptionals, let name = placeholderView, let view = views.last(where: { $0.name == name }),
          children.allSatisfy({ showsNothing($0.value) }) else { return nil }
    let optionals = view.parameters.filter { Self.nilOptionalType(of: $0) != nil }
    let flags = view.parameters.filter(Self.isFalseFlag)
    guard let first = (optionals + flags).first else {
      // Nothing to fill: the view draws nothing however it is given its inputs, as SwiftUI draws it.
      note("'\(view.name)' draws nothing as it is first shown: its body builds no view (an `EmptyView()`, or a branch that builds none)",
           at: view.location)
      return nil
    }
    fillsOptionals = true
    firstRun.restore(into: self)
    var filled: [Child] = []
    if case .returned(let value) = try executeBlock(shown.statements, into: &filled) {
      filled.append(Child(value: value, location: shown.location))
    }
    let inputs = optionals.count + flags.count
    let nilNames = optionals.map { "'\($0.name)'" }.joined(separator: ", "), falseNames = flags.map { "'\($0.name)'" }.joined(separator: ", ")
    let how = [optionals.isEmpty ? nil : nilNames + " nil", flags.isEmpty ? nil : falseNames + " false"].compactMap { $0 }.joined(separator: " and ")
    let instead = [optionals.isEmpty ? nil : "a placeholder for \(optionals.count == 1 ? (flags.isEmpty ? "it" : "the optional") : (flags.isEmpty ? "each" : "each optional"))",
                   flags.isEmpty ? nil : (flags.count == 1 ? "the flag true" : "the flags true")].compactMap { $0 }.joined(separator: " and ")
    note("'\(view.name)' draws nothing with \(how), as it is first shown: it is shown with \(instead) instead; a #Preview giving "
           + "\(inputs == 1 ? "it a value" : "them values") shows that", at: first.location)
    return filled
  }

  /// True for a `Bool` property without a value (`var showMusic: Bool`), whose placeholder is
  /// false: the flag a view that draws nothing is shown again with set (`withOptionalsFilled`).
  static func isFalseFlag(_ parameter: Parameter) -> Bool {
    parameter.type == "Bool" && parameter.defaultValue == nil
  }

  /// The type an optional property wraps (`ClendarEvent` of `var event: ClendarEvent?`) when
  /// the property is nil unless given a value: no initial value, or `nil`; nil for any other.
  static func nilOptionalType(of parameter: Parameter) -> String? {
    guard let type = parameter.type, type.hasSuffix("?") || type.hasSuffix("!") else { return nil }
    if let initial = parameter.defaultValue, case .name("nil", _) = initial {} else if parameter.defaultValue != nil { return nil }
    let wrapped = String(type.dropLast())
    return wrapped.hasPrefix("(") && wrapped.hasSuffix(")") ? String(wrapped.dropFirst().dropLast()) : wrapped
  }

  /// True for a value that puts no view on the screen (`drawsNothing`), or whose every view is
  /// laid out but not drawn (`.hidden()`: Chat's `FinalMeasuringTrickView`, a view that only measures).
  func showsNothing(_ value: Value) -> Bool {
    guard !Self.drawsNothing(value) else { return true }
    let views = viewIDs(in: value)
    return !views.isEmpty && views.allSatisfy { viewTable.views.indices.contains($0) && viewTable.views[$0].isHidden }
  }

  /// The views `value` puts in the layout.
  private func viewIDs(in value: Value) -> [Int] {
    switch value {
    case .view(let id): return [id]
    case .group(let children, _): return children.flatMap { viewIDs(in: $0.value) }
    case .array(let items): return items.flatMap(viewIDs(in:))
    case .layout(let element, _):
      var ids: [Int] = []
      _ = element.mappingViews { id, element in ids.append(id); return element }
      return ids
    default: return []
    }
  }

  /// True for a value that puts no view on the screen: nothing, groups of nothing (`EmptyView()`),
  /// or containers of nothing (a `VStack` whose every `if` failed).
  static func drawsNothing(_ value: Value) -> Bool {
    switch value {
    case .void: return true
    case .group(let children, _): return children.allSatisfy { drawsNothing($0.value) }
    case .layout(let element, _): return holdsNoView(element)
    default: return false
    }
  }

  /// True for an element with no view in it: empty containers, spacers, and what modifies them.
  private static func holdsNoView(_ element: Element) -> Bool {
    switch element {
    case .leaf, .resizable, .expand, .hosted: return false
    case .spacer, .empty: return true
    case .stack(let stack): return stack.children.allSatisfy(holdsNoView)
    case .zStack(let stack): return stack.children.allSatisfy(holdsNoView)
    case .flow(let flow): return flow.children.allSatisfy(holdsNoView)
    case .grid(let grid): return grid.rows.allSatisfy { $0.children.allSatisfy(holdsNoView) }
    case .swiftUI(_, let children): return children.allSatisfy(holdsNoView)
    case .modified(let inner, _): return holdsNoView(inner)
    }
  }
}

/// What the evaluation had said before the shown view's first run: what a second run, with its
/// optionals filled, starts from again.
struct ShownViewRun {
  var warnings: [Diagnostic]
  var placeholders: Placeholders
  var unmodelled: UnmodelledFailures
  var neutralModifiers: [String: SourceLocation]
  var unmodelledStyles: [String: SourceLocation]

  /// What `evaluator` has noted so far.
  init(of evaluator: Evaluator) {
    (warnings, placeholders, unmodelled) = (evaluator.warnings, evaluator.placeholders, evaluator.unmodelled)
    (neutralModifiers, unmodelledStyles) = (evaluator.neutralModifiers, evaluator.unmodelledStyles)
  }

  /// `evaluator`'s notes, placeholders and failures as they were before the run; the views the
  /// run made stay the placeholders' own.
  func restore(into evaluator: Evaluator) {
    (evaluator.warnings, evaluator.unmodelled, evaluator.neutralModifiers) = (warnings, unmodelled, neutralModifiers)
    evaluator.unmodelledStyles = unmodelledStyles
    var used = placeholders
    (used.views, used.collections) = (evaluator.placeholders.views, evaluator.placeholders.collections)
    evaluator.placeholders = used
  }
}
