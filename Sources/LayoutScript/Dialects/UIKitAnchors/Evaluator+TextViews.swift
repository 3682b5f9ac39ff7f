import LayoutCore

/// A `UITextView` whose scrolling is off (`isScrollEnabled = false`): it then sizes itself to
/// its text, as a multi-line label does, plus its text container's insets — `textContainerInset`
/// (8 points top and bottom by default) and `lineFragmentPadding` (5 points each side by
/// default), Apple's UITextView and NSTextContainer references (`TextViewText`). A scrolling
/// text view, UIKit's default, has no intrinsic size: its constraints alone size it, as before.
/// A non-scrolling one whose text the code that runs never sets shows its own name, as a label
/// does (`Evaluator+SurroundingContent`), said in its note.
struct TextViewState {
  var text: String?
  var font: Double?
  var scrolls = true
  /// `textContainerInset`, when set.
  var inset: EdgeInsets?
  /// `textContainer.lineFragmentPadding`, when set.
  var padding: Double?
}

extension Evaluator {
  /// `textView.isScrollEnabled = …`, `.textContainerInset = …`, `.textContainer.lineFragmentPadding
  /// = …` of a UITextView: recorded; false for any other assignment.
  func textViewAssignment(_ target: Expression, _ expression: Expression) throws(Diagnostic) -> Bool {
    guard case .member(var base, let property, _) = target,
          ["isScrollEnabled", "textContainerInset", "lineFragmentPadding"].contains(property) else { return false }
    if property == "lineFragmentPadding" {
      guard case .member(let owner, "textContainer", _) = base else { return false }
      base = owner
    }
    guard case .view(let id) = try evaluate(base), viewTable.views[id].typeName == "UITextView" else { return false }
    if case .member(.name("UIEdgeInsets", _), "zero", _) = expression {  // UIEdgeInsets.zero, as `.zero`
      uikit.textViews[id, default: TextViewState()].inset = EdgeInsets()
      return true
    }
    let argument = EvaluatedArgument(label: property, value: try evaluate(expression), isTrailingClosure: false,
                                     location: expression.location, callee: property)
    switch property {
    case "isScrollEnabled": uikit.textViews[id, default: TextViewState()].scrolls = try bool(argument, default: true)
    case "textContainerInset":
      // `.zero`, or insets of finite numbers; another file's value (`Metrics.textInsets`) keeps the default.
      if case .member("zero") = argument.value { uikit.textViews[id, default: TextViewState()].inset = EdgeInsets() }
      if case .insets(let insets, _) = argument.value, insets.isFinite { uikit.textViews[id, default: TextViewState()].inset = insets }
    default:
      if let padding = argument.value.numberValue, padding.isFinite { uikit.textViews[id, default: TextViewState()].padding = max(0, padding) }
    }
    return true
  }

  /// `textView.text = …`, `.attributedText`, `.font` of a UITextView: recorded (its size is its
  /// text's once it does not scroll); false for any other property.
  func setTextViewProperty(_ name: String, of id: Int, _ argument: EvaluatedArgument) throws(Diagnostic) -> Bool {
    switch name {
    case "text", "attributedText":
      uikit.textViews[id, default: TextViewState()].text = try string(argument, default: "")
      viewTable.states[id].hasContentSet = true
    case "font": uikit.textViews[id, default: TextViewState()].font = try font(argument)
    default: return false
    }
    return true
  }

  /// The text of every placed non-scrolling text view, each made a view of its single line's size
  /// (the second pass wraps it, `MultilineLabels`), with one note naming them.
  func nonScrollingTextViews(in placed: [Int]) -> [Int: TextViewText] {
    var texts: [Int: TextViewText] = [:]
    var named: [String] = []
    for view in placed {
      guard let state = uikit.textViews[view], !state.scrolls else { continue }
      let name = viewTable.name(ofView: view) ?? "UITextView"
      let shown = state.text ?? (viewTable.states[view].hasContentSet ? "" : name)
      let inset = state.inset ?? EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
      let padding = state.padding ?? 5
      let text = TextViewText(text: LabelText(shown), font: state.font ?? 16,
                              insets: EdgeInsets(top: inset.top, left: inset.left + padding, bottom: inset.bottom, right: inset.right + padding))
      texts[view] = text
      viewTable.views[view].kind = .sizedView(text.size())
      named.append(state.text == nil ? name + " (its text set elsewhere: its name shown)" : name)
    }
    if let first = texts.keys.min() {
      note("a text view that does not scroll sizes itself to its text, wrapped at its width, plus its text container's insets "
             + "(textContainerInset, 8 points top and bottom unless set, and lineFragmentPadding, 5 each side): \(named.joined(separator: ", "))",
           at: viewTable.views[first].location)
    }
    return texts
  }
}
