import LayoutCore

/// ORStackView (Artsy's), a `UIView` that stacks the views given to it top to bottom:
/// `stack.addSubview(title, withTopMargin: "20", sideMargin: "40")` (its 1.x–2.x API, margins as
/// FLKAutoLayout predicates) or `withPrecedingMargin: 20, sideMargin: 40` (3.x, numbers), and
/// `insertSubview(_:atIndex:withTopMargin:…)`, `insertSubview(_:belowSubview:…)`,
/// `(_:aboveSubview:…)`. A public library, read as its `ORStackView.m` lays the stack out in
/// `updateConstraints` (2.0.3, the version Artsy's eidolon pins, and 3.0.2 the same way):
///
/// | constraint | made with FLKAutoLayout (`Evaluator+FLKAutoLayout`) |
/// |---|---|
/// | the first view's top at the stack's top plus its margin | `alignTopEdgeWithView:self predicate:margin` |
/// | each next view's top at the bottom of the one above plus its margin | `constrainTopSpaceToView:above predicate:margin` |
/// | the stack's bottom at the last view's bottom plus `bottomMarginHeight` (`lastMarginHeight` in 3.x), 0 by default; none for `NSNotFound` | `alignBottomEdgeWithView:last predicate:…` |
/// | with a side margin, the view as wide as the stack less the margin, centred | `constrainWidthToView:self predicate:"-margin"` (the sign, and `>=` / `<=`, swapped), `alignCenterXWithView:self` |
///
/// A view added without a side margin gets no horizontal constraint (the app places it across).
/// The stack has no intrinsic size of its own (a `UIView`): its constraints size it. The views
/// of an `ORTagBasedAutoStackView` are ordered by their `tag`, which qlrepl does not read: they
/// keep the order the code adds them in, said in the note. `direction = .horizontal` (3.x) is not
/// modelled.
extension Evaluator {
  /// The margin labels that make a call ORStackView's.
  static let orStackMarginLabels: Set<String> = ["withTopMargin", "withPrecedingMargin"]

  /// `stack.addSubview(view, withTopMargin: …)` and the other forms: the view added to the stack
  /// at its place in the stack's order, its margins kept for `orStackConstraints()`.
  func orStackAdd(_ name: String, to stack: Int, _ arguments: Arguments) throws(Diagnostic) {
    try arguments.check(["_", "atIndex", "belowSubview", "aboveSubview", "withTopMargin", "withPrecedingMargin", "sideMargin"])
    let view = try item(of: required(arguments, 0, "a view"), name)
    let margin = try orStackPredicate(arguments["withTopMargin"] ?? arguments["withPrecedingMargin"])
    let side = try orStackPredicate(arguments["sideMargin"])
    var entries = uikit.orStacks[stack, default: ORStackState()].entries.filter { $0.view != view }
    var index = entries.count
    if let at = arguments["atIndex"] { index = max(0, min(entries.count, try integer(at, default: entries.count))) }
    if let sibling = arguments["belowSubview"] ?? arguments["aboveSubview"], case .view(let other) = sibling.value,
       let position = entries.firstIndex(where: { $0.view == other }) {
      index = arguments["belowSubview"] != nil ? position + 1 : position
    }
    entries.insert(ORStackState.Entry(view: view, margin: margin, sideMargin: side, location: arguments.location), at: index)
    uikit.orStacks[stack, default: ORStackState()].entries = entries
    uikit.add(view, to: stack)
    uikit.isUsed = true
    if case .sizedView = viewTable.views[stack].kind { viewTable.views[stack].kind = .plainView }  // a placeholder box: a UIView of no size of its own
    if uikit.pinningHelpers.insert("#ORStackView").inserted {
      note("'\(viewTable.name(ofView: stack) ?? "the stack")' is an ORStackView: its views are stacked top to bottom, each its margin "
             + "below the one above, the last its bottom margin (0) above the stack's bottom, each with a side margin as wide as the "
             + "stack less it and centred, as ORStackView's updateConstraints makes them"
             + (viewTable.views[stack].typeName.contains("TagBased") ? " (ordered by tag in the app; here in the order added)" : ""),
           at: arguments.location)
    }
  }

  /// A margin as an FLKAutoLayout predicate: the string given, or a number written as one.
  private func orStackPredicate(_ argument: EvaluatedArgument?) throws(Diagnostic) -> EvaluatedArgument? {
    guard var argument else { return nil }
    if let number = argument.value.numberValue { argument.value = .string(String(number)) }
    return argument
  }

  /// `stack.bottomMarginHeight = 20` (`lastMarginHeight` in 3.x): true when `property` is one of them.
  func orStackBottomMargin(_ property: String, of stack: Int, _ value: Value) -> Bool {
    guard property == "bottomMarginHeight" || property == "lastMarginHeight", let margin = value.numberValue else { return false }
    uikit.orStacks[stack, default: ORStackState()].bottomMargin = margin
    return true
  }

  /// The constraints every ORStackView's `updateConstraints` makes, activated: made once, at the
  /// end of evaluation, when the stack's order is final.
  func orStackConstraints() throws(Diagnostic) {
    for (stack, state) in uikit.orStacks.sorted(by: { $0.key < $1.key }) {
      var made: [Int] = []
      for (index, entry) in state.entries.enumerated() {
        if index == 0 {
          try flkConstrain(entry.view, .top, to: stack, .top, entry.margin, &made)
        } else {
          try flkConstrain(entry.view, .top, to: state.entries[index - 1].view, .bottom, entry.margin, &made)
        }
        guard let side = entry.sideMargin else { continue }
        try flkConstrain(entry.view, .width, to: stack, .width, Self.invertedSideMargin(side), &made)
        try flkConstrain(entry.view, .centerX, to: stack, .centerX, nil, &made)
      }
      if let last = state.entries.last, state.bottomMargin.isFinite, state.bottomMargin != ORStackState.notFound {
        let margin = EvaluatedArgument(label: nil, value: .string(String(state.bottomMargin)), isTrailingClosure: false,
                                       location: last.location, callee: "bottomMarginHeight")
        try flkConstrain(stack, .bottom, to: last.view, .bottom, margin, &made)
      }
    }
  }

  /// ORStackView's side margin made a width predicate: a `-` put before its first digit (or
  /// taken out when there is one), `>` and `<` swapped, as `_insertSubview:…centered:` does.
  static func invertedSideMargin(_ argument: EvaluatedArgument) -> EvaluatedArgument {
    guard case .string(let text) = argument.value else { return argument }
    var inverted = text
    if inverted.contains("-") {
      inverted.removeAll { $0 == "-" }
    } else if let digit = inverted.firstIndex(where: \.isNumber) {
      inverted.insert("-", at: digit)
    }
    if inverted.contains(">") {
      inverted = inverted.replacingOccurrences(of: ">", with: "<")
    } else if inverted.contains("<") {
      inverted = inverted.replacingOccurrences(of: "<", with: ">")
    }
    var result = argument
    result.value = .string(inverted)
    return result
  }
}

/// What one ORStackView holds: its views in the stack's order with their margins, and its bottom margin.
struct ORStackState {
  /// A view of the stack and the margins it was added with.
  struct Entry {
    var view: Int
    /// The top margin, an FLKAutoLayout predicate (nil: `"0"`).
    var margin: EvaluatedArgument?
    /// The side margin, nil when the view was added without one.
    var sideMargin: EvaluatedArgument?
    var location: SourceLocation
  }

  /// `NSNotFound` as Swift reads it on a 64-bit device (`Int.max`), which turns the bottom constraint off.
  static let notFound = Double(Int.max)

  var entries: [Entry] = []
  /// `bottomMarginHeight`, 0 unless set ("defaults to 0", ORStackView.h).
  var bottomMargin = 0.0
}
