import LayoutCore

/// UIKit's manual layout: a view's frame set in code (`x.frame = CGRect(…)`, `x.frame.size = …`,
/// `x.bounds = …`, `x.center = …`, `x.sizeToFit()`) and read back (`bounds.width`,
/// `contentView.bounds.inset(by:)`, `x.frame.maxY`). A frame set so is what UIKit's layout keeps:
/// a view that still translates its autoresizing mask gets constraints fixing that frame in its
/// superview (UIView's reference, `translatesAutoresizingMaskIntoConstraints`: "the system
/// automatically creates a set of constraints based on the view's frame"), which the Auto Layout
/// engine then solves with the script's own constraints. The root view's bounds are the canvas
/// (`--size`'s, given to the evaluation, when the command line sets one).
extension Evaluator {
  /// `target = expression` when the target is a view's `frame`, `bounds` or `center`, or a part
  /// of its frame (`frame.size`, `frame.origin.y`, `frame.size.height`); false for any other target.
  func frameAssignment(_ target: Expression, _ expression: Expression) throws(Diagnostic) -> Bool {
    guard let (base, path) = Self.framePath(target), body == nil, !hasAnchorsLayout, !isLocalRoot(target) else { return false }
    let object: Value
    if let host = uikitHost(base) { object = .view(host) } else if let implicit = implicitFrameOwner(base) { object = implicit } else {
      object = try evaluate(base)
    }
    // Outside a pasted class, only a view already in a hierarchy: a loose fragment's frames stay ignored.
    guard case .view(let id) = object, flattenedClass != nil || !instanceContext.isEmpty || uikit.superviews[id] != nil
            || viewTable.states[id].isHost else { return false }
    let value = try evaluate(expression)
    // A placeholder (`layer.frame = bounds` in a lazy property's closure, `frame = theme.cardFrame`
    // of another file), already listed with the placeholders: the frame stays as it was.
    if isPlaceholderName(value) { return true }
    var frame = currentFrame(of: id)
    switch path {
    case ["frame"]: frame = try rect(value, at: expression.location)
    case ["bounds"]: frame.size = try rect(value, at: expression.location).size
    case ["frame", "size"], ["bounds", "size"]: frame.size = try size(of: value, at: expression.location)
    case ["frame", "origin"]: frame.origin = try point(value, at: expression.location)
    case ["center"]:
      let center = try point(value, at: expression.location)
      frame.origin = Point(x: center.x - frame.size.width / 2, y: center.y - frame.size.height / 2)
    case ["frame", "origin", "x"]: frame.origin.x = try finite(value, at: expression.location)
    case ["frame", "origin", "y"]: frame.origin.y = try finite(value, at: expression.location)
    case ["frame", "size", "width"], ["bounds", "size", "width"]: frame.size.width = try finite(value, at: expression.location)
    case ["frame", "size", "height"], ["bounds", "size", "height"]: frame.size.height = try finite(value, at: expression.location)
    default: return false
    }
    setFrame(frame, of: id)
    return true
  }

  /// True when a new view's `frame:` argument (`UIView(frame: bounds)`) is its frame: a finite
  /// CGRect, in a script UIKit lays out (neither a body nor SwiftLayout's `var layout`).
  func keepsInitialFrame(_ argument: EvaluatedArgument) -> Bool {
    guard body == nil, !hasAnchorsLayout, let rect = argument.value.rectValue else { return false }
    return [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
  }

  /// `frame`, `bounds`, `center`, `intrinsicContentSize`, `safeAreaInsets` and `window` of a view;
  /// nil for another name.
  func frameMember(_ name: String, ofItem item: Int) -> Value? {
    guard uikit.guideKinds[item] == nil else { return nil }
    let frame = currentFrame(of: item)
    switch name {
    case "frame": return .rect(frame)
    case "bounds": return .rect(Rect(origin: .zero, size: frame.size))
    case "center": return .point(Point(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2))
    case "intrinsicContentSize": return .size(intrinsicSize(of: item))
    // The root's safe area is the canvas's (the device's); a subview's is not modelled (zero), UIKit works it out from overlaps.
    case "safeAreaInsets": return .insets(viewTable.states[item].isHost ? canvas.safeArea : EdgeInsets(), followsDirection: false)
    case "window": return .view(uikit.host ?? item)  // the screen is the canvas: its window is the root view's place
    case "layoutMargins": return .insets(margins(of: item), followsDirection: false)
    default: return nil
    }
  }

  /// `x.sizeToFit()`: its frame's size becomes its intrinsic size (UIView.sizeToFit: "resizes and
  /// moves the receiver view so it just encloses its subviews" — for a label or a button, its
  /// content: the same size `intrinsicContentSize` reports), its origin kept.
  func sizeToFit(_ item: Int) {
    var frame = currentFrame(of: item)
    frame.size = intrinsicSize(of: item)
    setFrame(frame, of: item)
  }

  /// The views whose initializer gives them their own size as their frame: "UIActivityIndicatorView
  /// sizes the returned instance according to the specified style" (its `init(style:)` reference),
  /// and a switch "enforces a size appropriate for the control" whatever frame it is given
  /// (UISwitch's `init(frame:)` reference). Other views made in code start at zero.
  static let sizedAtInit: Set<String> = ["UIActivityIndicatorView", "UISwitch"]

  /// Gives a new view of `typeName` its own size at its origin, in UIKit's own layout, when its
  /// initializer does so (`sizedAtInit`).
  func sizeAtInit(_ item: Int, _ typeName: String) {
    guard Self.sizedAtInit.contains(typeName), body == nil, !hasAnchorsLayout else { return }
    var frame = uikit.frames[item] ?? .zero
    frame.size = intrinsicSize(of: item)
    uikit.frames[item] = frame
  }

  /// The frame of `item` now: as the script set it; the root view's is the canvas; else zero,
  /// as a view made in code starts (`UILabel()` is `init(frame: .zero)`).
  func currentFrame(of item: Int) -> Rect {
    if let frame = uikit.frames[item] { return frame }
    if viewTable.states[item].isHost { return Rect(origin: .zero, size: rootBounds) }
    return .zero
  }

  /// The root view's size while its code runs: the canvas's (a view controller's view fills the
  /// screen; a view shown alone is laid out in the canvas), a finite length where the canvas
  /// has none (a `.fit` canvas's height: 667, the default canvas's); a cell shown without a
  /// `canvas(…)` is a row of the canvas's width and `CellCanvas.defaultHeight`.
  var rootBounds: Size {
    let fallback = Canvas()
    let size = canvasSizeOverride ?? Size(width: canvas.width, height: canvas.height)
    let height = isUnsizedCell ? CellCanvas.defaultHeight : size.height.isFinite ? size.height : fallback.height
    return Size(width: size.width.isFinite ? size.width : fallback.width, height: height)
  }

  /// True when the file shows a cell (or a header or footer) and neither it nor the command line
  /// says its size.
  var isUnsizedCell: Bool {
    !canvasIsSet && canvasSizeOverride == nil && flattenedSuperclass.map(CellCanvas.superclasses.contains) == true
  }

  /// A view's layout margins as set, else UIKit's defaults (`LayoutGuideConstraints.defaultMargins`):
  /// 8 on each side, a controller's root view 0 above and below and 16 or 20 at the sides.
  private func margins(of item: Int) -> EdgeInsets {
    if let set = uikit.margins[item] { return set }
    return LayoutGuideConstraints.defaultMargins(isControllerRoot: viewTable.views[item].name == "view" && viewTable.states[item].isHost,
                                                 canvasWidth: rootBounds.width)
  }

  /// Records `frame` for `item`; the script now lays views out by UIKit's rules.
  private func setFrame(_ frame: Rect, of item: Int) {
    uikit.frames[item] = frame
    uikit.isUsed = true
  }

  /// The intrinsic content size of a view, each axis without one 0 (UIView.noIntrinsicMetric).
  private func intrinsicSize(of item: Int) -> Size {
    let kind = viewTable.views[item].kind
    return Size(width: kind.intrinsicLength(.horizontal) ?? 0, height: kind.intrinsicLength(.vertical) ?? 0)
  }

  /// A bare `frame` or `bounds` of the class's own code: `self`.
  private func implicitFrameOwner(_ base: Expression) -> Value? {
    guard case .name(let name, let location) = base, name == "self", !scopes.contains(where: { $0[name] != nil }) else { return nil }
    return .view(instanceContext.last ?? hostView("self", at: location))
  }

  /// True when the target starts with a bare `frame`, `bounds` or `center` that is a variable in
  /// scope (`var frame = …; frame.size.width = 10` in layout code, `init(frame:)`'s parameter):
  /// the variable's, not the view's frame.
  private func isLocalRoot(_ target: Expression) -> Bool {
    var current = target
    while case .member(let base, _, _) = current { current = base }
    guard case .name(let name, _) = current, ["frame", "bounds", "center"].contains(name) else { return false }
    return scopes.contains { $0[name] != nil }
  }

  /// The view expression and the path of members from `frame`, `bounds` or `center` a target
  /// names (`label.frame.size.height` → (`label`, ["frame", "size", "height"])); a bare
  /// `frame = …` of a view's own code is `self.frame`. Nil for another target.
  static func framePath(_ target: Expression) -> (base: Expression, path: [String])? {
    var path: [String] = []
    var current = target
    while case .member(let base, let name, _) = current {
      path.insert(name, at: 0)
      if ["frame", "bounds", "center"].contains(name) { return path.count <= 3 ? (base, path) : nil }
      current = base
    }
    if case .name(let name, let location) = current, ["frame", "bounds", "center"].contains(name) {
      return (.name("self", location), [name] + path)
    }
    return nil
  }

  private func rect(_ value: Value, at location: SourceLocation) throws(Diagnostic) -> Rect {
    guard let rect = value.rectValue, [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite) else {
      throw Diagnostic("a frame is a CGRect of finite numbers, not \(value.typeDescription)", at: location,
                       hint: "write CGRect(x: 0, y: 0, width: 100, height: 44)")
    }
    return rect
  }

  private func size(of value: Value, at location: SourceLocation) throws(Diagnostic) -> Size {
    if case .member("zero") = value { return .zero }
    guard case .size(let size) = value, size.width.isFinite, size.height.isFinite else {
      throw Diagnostic("a frame's size is a CGSize of finite numbers, not \(value.typeDescription)", at: location)
    }
    return size
  }

  private func point(_ value: Value, at location: SourceLocation) throws(Diagnostic) -> Point {
    guard let point = value.pointValue, point.x.isFinite, point.y.isFinite else {
      throw Diagnostic("a point is a CGPoint of finite numbers, not \(value.typeDescription)", at: location)
    }
    return point
  }

  private func finite(_ value: Value, at location: SourceLocation) throws(Diagnostic) -> Double {
    guard let number = value.numberValue, number.isFinite else {
      throw Diagnostic("a frame's length is a finite number, not \(value.typeDescription)", at: location)
    }
    return number
  }
}
