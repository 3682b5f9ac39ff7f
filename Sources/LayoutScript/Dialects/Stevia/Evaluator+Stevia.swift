import LayoutCore

/// Stevia (freshOS/Stevia), the Auto Layout DSL apps such as YPImagePicker write their views
/// with, read as its source makes the constraints (`Stevia+Hierarchy`, `+Position`, `+Fill`,
/// `+Size`, `+Center`, `+Equation`, version 5):
///
/// | written (`v` the receiver, `s` its superview) | constraints, all active |
/// |---|---|
/// | `subviews(a, b)`, `sv(a, b)`, `subviews { a; b }` | each added to the receiver (the view's own code: itself), its autoresizing mask off; returns the receiver, so `card.subviews(title)` nests |
/// | `top(n)`, `left(n)`, `leading(n)` | `v.edge == s.edge + n` |
/// | `bottom(n)`, `right(n)`, `trailing(n)` | `v.edge == s.edge - n` |
/// | `width(n)`, `height(n)`, `size(n)` | the length(s) `== n` |
/// | `fillHorizontally(padding: n)` (`m:`, or unlabelled), `fillVertically(…)`, `fillContainer(…)` | both edges of the axis (or of both) to `s`'s, inset by `n` (0 by default) |
/// | `centerInContainer()`, `centerHorizontally(offset: n)`, `centerVertically(offset: n)` | `v.centerX == s.centerX + n` and / or `v.centerY == s.centerY + n` |
/// | `heightEqualsWidth()`, `aspectRatio(r)` | `v.height == v.width`, `v.width == v.height × r` |
/// | `followEdges(o)` | the four edges `== o`'s |
/// | `a.Top == b.Bottom + 8`, `Width == 100`, `a.Height >= b.Height * 0.5` (bare `Top` is the view's own) | that equation (`==`, `>=`, `<=`); a position against a number is against `s`'s same edge (`Evaluator+SteviaEquations`) |
/// | `layout(100, \|-email-\| ~ 80, 8, \|login\| ~ 80, 0)` | the visual layout (`Evaluator+SteviaVisualLayout`) |
///
/// Each method returns the receiver, as Stevia's `@discardableResult … -> Self` do, so calls chain
/// (`line.height(1).fillHorizontally()`). Stevia makes no constraint for a view without a
/// superview (`if let spv = superview`); neither does this.
extension Evaluator {
  /// The attributes of Stevia's equations, by the capitalised names it gives them.
  static let steviaAttributes: [String: AnchorAttribute] = [
    "Top": .top, "Bottom": .bottom, "Left": .left, "Right": .right, "Leading": .leading, "Trailing": .trailing,
    "CenterX": .centerX, "CenterY": .centerY, "Width": .width, "Height": .height,
    "FirstBaseline": .firstBaseline, "LastBaseline": .lastBaseline,
  ]

  /// The type name of an equation's side, `multiplier × item.attribute + constant`.
  static let steviaExpressionType = "#SteviaExpression"

  /// The methods read as Stevia's.
  private static let steviaMethods: Set<String> = [
    "subviews", "sv", "top", "bottom", "left", "right", "leading", "trailing", "width", "height", "size",
    "fillHorizontally", "fillVertically", "fillContainer", "centerInContainer", "centerHorizontally", "centerVertically",
    "heightEqualsWidth", "aspectRatio", "followEdges", "layout",
  ]

  /// `view.name(…)` (or `name(…)` in the view's own code, `base` then `self`) of Stevia, for a
  /// view receiver and arguments of Stevia's shape; nil for any other call.
  func steviaCall(_ name: String, of base: Expression, _ call: CallSyntax,
                  evaluate arguments: () throws(Diagnostic) -> Arguments) throws(Diagnostic) -> Value? {
    guard isUIKitCode, Self.steviaMethods.contains(name), Self.hasSteviaShape(name, call) else { return nil }
    let receiver: Value
    if let host = uikitHost(base) { receiver = .view(host) } else { receiver = try evaluate(base) }
    guard case .view(let view) = receiver else { return nil }
    let given = try arguments()
    try steviaMethod(name, of: view, given)
    return .view(view)
  }

  /// True when the call is written as Stevia's method of its name is: numbers (or nothing) for
  /// the lengths, views for the hierarchy (`subviews` of one closure: its builder).
  private static func hasSteviaShape(_ name: String, _ call: CallSyntax) -> Bool {
    let labels = call.map(\.label)
    switch name {
    case "subviews", "sv", "layout": return !call.isEmpty && labels.allSatisfy { $0 == nil }
    case "top", "bottom", "left", "right", "leading", "trailing", "width", "height", "size", "aspectRatio":
      return call.count == 1 && labels == [nil]
    case "fillHorizontally", "fillVertically", "fillContainer":
      return call.count <= 1 && labels.allSatisfy { $0 == nil || $0 == "padding" || $0 == "m" }
    case "centerHorizontally", "centerVertically":
      return call.count <= 1 && labels.allSatisfy { $0 == nil || $0 == "offset" }
    case "followEdges": return call.count == 1
    default: return call.isEmpty
    }
  }

  private func steviaMethod(_ name: String, of view: Int, _ arguments: Arguments) throws(Diagnostic) {
    let location = arguments.location
    if name == "subviews" || name == "sv" {
      for child in try steviaSubviews(arguments) {
        uikit.add(child, to: view)
        uikit.translatesMask[child] = false
      }
      uikit.isUsed = true
      return
    }
    uikit.isUsed = true
    if name == "layout" {
      let items = arguments.trailingClosure != nil && arguments.items.count == 1 ? try layoutBlock(arguments).map(\.value) : arguments.items.map(\.value)
      steviaLayout(items, at: location)
      return
    }
    let length = try number(arguments.items.first { !$0.isTrailingClosure }, default: name == "aspectRatio" ? 1 : 0)
    func relate(_ attribute: AnchorAttribute, to other: Int?, _ otherAttribute: AnchorAttribute? = nil, multiplier: Double = 1, constant: Double = 0) {
      activateStevia(AnchorConstraint(item: view, attribute: attribute, relation: .equal, secondItem: other,
                                      secondAttribute: otherAttribute ?? (other == nil ? nil : attribute),
                                      multiplier: multiplier, constant: constant), at: location)
    }
    switch name {
    case "width", "height":
      relate(name == "width" ? .width : .height, to: nil, constant: length)
      return
    case "size":
      relate(.width, to: nil, constant: length)
      relate(.height, to: nil, constant: length)
      return
    case "heightEqualsWidth":
      relate(.height, to: view, .width)
      return
    case "aspectRatio":
      relate(.width, to: view, .height, multiplier: length)
      return
    default:
      break
    }
    let other: Int?
    if name == "followEdges" {
      guard case .view(let followed) = try required(arguments, 0, "a view").value else { return }
      other = followed
    } else {
      other = uikit.superviews[view]
    }
    guard let other else { return }  // Stevia: `if let spv = superview`, else nothing
    switch name {
    case "top": relate(.top, to: other, constant: length)
    case "left", "leading": relate(name == "left" ? .left : .leading, to: other, constant: length)
    case "bottom": relate(.bottom, to: other, constant: -length)
    case "right", "trailing": relate(name == "right" ? .right : .trailing, to: other, constant: -length)
    case "fillHorizontally", "fillContainer", "fillVertically", "followEdges":
      if name != "fillVertically" {
        relate(.leading, to: other, constant: length)
        relate(.trailing, to: other, constant: -length)
      }
      if name != "fillHorizontally" {
        relate(.top, to: other, constant: length)
        relate(.bottom, to: other, constant: -length)
      }
    case "centerInContainer":
      relate(.centerX, to: other)
      relate(.centerY, to: other)
    case "centerHorizontally": relate(.centerX, to: other, constant: length)
    case "centerVertically": relate(.centerY, to: other, constant: length)
    default: break
    }
  }

  /// The views `subviews(…)` is given: its arguments, or what its builder closure lists.
  private func steviaSubviews(_ arguments: Arguments) throws(Diagnostic) -> [Int] {
    var values: [Value] = []
    if arguments.trailingClosure != nil, arguments.items.count == 1 {
      values = try layoutBlock(arguments).map(\.value)
    } else {
      values = arguments.items.map(\.value)
    }
    return values.flatMap { value -> [Int] in
      switch value {
      case .view(let id): return [id]
      case .array(let items): return items.compactMap { if case .view(let id) = $0 { id } else { nil } }
      default: return []
      }
    }
  }
}
