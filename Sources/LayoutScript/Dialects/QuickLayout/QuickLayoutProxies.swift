import LayoutCore
import QuickLayoutEngine

/// QuickLayout's advance sizing (`ViewProxy.swift`, "Advance Sizing" in its showcase): stand-ins
/// for views not made yet, sized as the views would be, and `Layout.sizeThatFits(_:)` run at
/// once. `ViewProxy(width:height:)` is fixed size, `ViewProxy(width:)` fixed in width and
/// fully flexible in height, `ViewProxy(height:)` the other way round, `ViewProxy()` fully
/// flexible, `ViewProxy.empty()` 0×0; `UILabel.proxy(for:numberOfLines:with:)` a label of that
/// text (partial), `UIImageView.proxy(for:)` its image's size (fixed; nil is 0×0). A proxy has no
/// view in QuickLayout; here each is a view named `ViewProxy#N`, so a picture shows where it went.
/// Where a proxy would answer an infinite proposal with an infinite side, it answers 10, as a
/// plain view does (our choice: a frame cannot be infinite).
extension QuickLayoutDialect {
  static let proxies: [String: BuiltinFunction] = [
    "ViewProxy": BuiltinFunction(labels: ["width", "height"]) { e, a throws(Diagnostic) in
      let width = try a["width"].map { argument throws(Diagnostic) in try e.number(argument, default: 0) }
      let height = try a["height"].map { argument throws(Diagnostic) in try e.number(argument, default: 0) }
      switch (width, height) {
      case let (width?, height?): return try e.proxy(.fixed(Size(width: width, height: height)), at: a.location)
      case let (nil, height?): return try e.proxy(.horizontallyExpandable(height: height), at: a.location)
      case let (width?, nil):
        let view = try e.proxy(.plainView, at: a.location)
        guard case .view(let id) = view else { return view }
        return try e.built(.modified(.leaf(e.leafView(id, at: a.location)), .frame(width: width, height: nil, alignment: .center)),
                           depth: 2, at: a.location)
      case (nil, nil): return try e.proxy(.plainView, at: a.location)
      }
    },
  ]
}

extension Evaluator {
  /// A new proxy view of `kind`.
  func proxy(_ kind: LeafKind, at location: SourceLocation) throws(Diagnostic) -> Value {
    try countElement(at: location)
    return .view(viewTable.addView(typeName: "ViewProxy", kind: kind, at: location))
  }

  /// `UILabel.proxy(for:…)`, `UIImageView.proxy(for:)` and `ViewProxy.empty()`; nil for any other call.
  func proxyCall(_ name: String, of base: Expression, _ arguments: CallSyntax, at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard case .name(let type, _) = base, !scopes.contains(where: { $0[type] != nil }) else { return nil }
    switch (type, name) {
    case ("ViewProxy", "empty"):
      guard arguments.isEmpty else { throw Diagnostic("'ViewProxy.empty()' takes no arguments", at: location) }
      return try proxy(.fixed(.zero), at: location)
    case ("UILabel", "proxy"):
      let evaluated = try evaluateArguments(arguments, callee: "proxy", at: location)
      try evaluated.check(["for", "numberOfLines", "with"])
      guard let text = evaluated["for"] else { throw Diagnostic("'UILabel.proxy' needs `for:` a text", at: location) }
      let lines = try integer(evaluated["numberOfLines"], default: 1)
      guard lines >= 0 else { throw mismatch(evaluated["numberOfLines"]!, "0 (unlimited) or a positive line count") }
      let font: Double
      if let given = evaluated["with"], !given.value.isNil { font = try self.font(given) } else { font = 16 }
      return try proxy(.label(text: LabelText(try string(text, default: "")), lines: lines, font: font), at: location)
    case ("UIImageView", "proxy"):
      let evaluated = try evaluateArguments(arguments, callee: "proxy", at: location)
      try evaluated.check(["for"])
      guard let image = evaluated["for"] else { throw Diagnostic("'UIImageView.proxy' needs `for:` an image", at: location) }
      return try proxy(.fixed(image.value.isNil ? .zero : Size(width: 24, height: 24)), at: location)
    default:
      return nil
    }
  }

  /// `layout.sizeThatFits(size)` (and a class's view's): the size QuickLayout's engine gives the
  /// layout for that proposal, now; nil for any other call.
  func sizeThatFitsCall(_ name: String, of base: Value, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    guard name == "sizeThatFits", base.isLayoutLike, !(base.viewID.map { classInstances[$0] == nil } ?? false) else { return nil }
    try arguments.check(["_"])
    let proposal = try size(try required(arguments, 0, "a CGSize")) ?? .zero
    // Measuring a class's view is not placing it: its count of placements stays as it was.
    let placements = base.viewID.map { viewTable.states[$0].placements }
    let (element, _) = try element(Child(value: base, location: arguments.location), for: "the layout measured")
    if let id = base.viewID, let placements { viewTable.states[id].placements = placements }
    var canvas = Canvas(width: proposal.width, height: proposal.height, mode: .exact, scale: self.canvas.scale)
    canvas.direction = self.canvas.direction
    return .size(QuickLayout.layout(element, in: canvas, viewCount: viewTable.views.count).size)
  }
}

extension Value {
  /// The view a value is, when it is one.
  var viewID: Int? {
    if case .view(let id) = self { return id }
    return nil
  }
}
