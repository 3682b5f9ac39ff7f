import LayoutCore

/// A sheet a preview keeps presented: `Text("").sheet(isPresented: .constant(true)) {
/// NewDawnView(greeting: .mock) }` (EhPanda, Element X, Home Assistant preview their sheets so),
/// `.fullScreenCover(isPresented: .constant(true))`, `.popover(isPresented: .constant(true))`, or
/// `.sheet(item: .constant(item)) { item in … }`. Xcode's canvas shows the sheet over the view it
/// is presented from, so what is shown is the sheet's content, laid out on the whole canvas, and a
/// note says so: the card a sheet is drawn in on an iPhone (its top inset, its detents) is not
/// modelled. A presentation bound to anything but a constant is not presented: the modifier stays
/// layout-neutral.
struct PresentedSheet {
  /// The content closure, with the scopes it was made in when it was made elsewhere
  /// (`Value.closureAndScopes`).
  var content: (closure: Closure, scopes: [[String: Evaluator.Variable]]?)
  /// The item of `item: .constant(…)`, given to the content closure.
  var item: Value?
  /// The modifier's name and where it is written, for the note.
  var modifier: String
  var location: SourceLocation

  /// The modifiers that present their content over the whole screen or from the view.
  static let presenting: Set<String> = ["sheet", "fullScreenCover", "popover"]
}

extension Evaluator {
  /// Records the first sheet the shown view keeps presented (`PresentedSheet`); a modifier that
  /// presents nothing for good is left alone.
  func recordPresentedSheet(_ name: String, _ arguments: CallSyntax, at location: SourceLocation) throws(Diagnostic) {
    guard presentedSheet == nil, PresentedSheet.presenting.contains(name),
          let content = arguments.first(where: { $0.isTrailingClosure || $0.label == "content" }) else { return }
    var item: Value?
    if let presented = arguments.first(where: { $0.label == "isPresented" }) {
      guard case .bool(true, _)? = Self.constantBinding(presented.value) else { return }
    } else if let binding = arguments.first(where: { $0.label == "item" }), let value = Self.constantBinding(binding.value) {
      if case .name("nil", _) = value { return }
      item = try evaluate(value)
    } else {
      return
    }
    guard let closure = try evaluate(content.value).closureAndScopes else { return }
    presentedSheet = PresentedSheet(content: closure, item: item, modifier: name, location: location)
  }

  /// What the shown view's preview presents, run: its children, with the note; nil when it presents nothing.
  func presentedSheetChildren() throws(Diagnostic) -> [Child]? {
    guard let sheet = presentedSheet else { return nil }
    presentedSheet = nil
    let view = try invoke(sheet.content.closure, arguments: sheet.item.map { [$0] } ?? [], scopes: sheet.content.scopes, at: sheet.location)
    note("the preview keeps a .\(sheet.modifier) presented: its content is shown on the whole canvas in place of the view it is "
           + "presented from (the card an iPhone draws a sheet in, its top inset and detents, is not modelled)", at: sheet.location)
    return [Child(value: view, location: sheet.location)]
  }

  /// The value of `.constant(x)` or `Binding.constant(x)`; nil for any other binding.
  private static func constantBinding(_ expression: Expression) -> Expression? {
    guard case .call(let call) = expression, call.count == 1, call[call.startIndex].label == nil else { return nil }
    switch call.calleeExpression {
    case .implicitMember("constant", _), .member(.name("Binding", _), "constant", _): return call[call.startIndex].value
    default: return nil
    }
  }
}
