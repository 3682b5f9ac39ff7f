import LayoutCore

/// PinLayout (layoutBox/PinLayout), the manual layout library whose chains set frames in
/// `layoutSubviews()`: `view.pin` starts a chain (`PinLayoutSpec`) and each method of it records
/// what it says, the view's frame set again after each from the whole chain, so the last call's
/// frame is the chain's — as PinLayout applies a chain once it ends. The methods read, by
/// PinLayout's README ("Edges layout", "Relative Edges layout", "Width, height and size",
/// "Adjusting size", "Margins"), each value in points, in the superview's bounds:
///
/// | chain | what it records |
/// |---|---|
/// | `top(v)`, `left(v)`, `start(v)`, `bottom(v)`, `right(v)`, `end(v)` (0 without `v`) | that edge `v` inside the superview's edge (start and end are left and right: left-to-right) |
/// | `horizontally(v)`, `vertically(v)`, `all(v)`; `topLeft`, `topRight`, `bottomLeft`, `bottomRight`, `topCenter`, `bottomCenter` | the edges so named |
/// | `hCenter(v)`, `vCenter(v)`, `center(v)` | the centre of the superview, moved by `v` |
/// | `below(of: o)`, `above(of: o)`, `after(of: o)` / `right(of:)`, `before(of: o)` / `left(of:)`, `aligned:` | the edge at `o`'s opposite edge (and aligned with its edge or centre) |
/// | `width`, `height`, `size` (a number or a `CGSize`), `width(of: o)`, `height(of:)`, `size(of:)`, `minWidth` … `maxHeight`, `aspectRatio` | the lengths |
/// | `margin(v)` (one to four values), `marginTop` … `marginEnd`, `marginHorizontal`, `marginVertical` | the margins |
/// | `sizeToFit(.width / .height / .widthFlexible / .heightFlexible)`, `sizeToFit()` | the length asked of the view: a label's text at the width (wrapped when it has more than one line), a button's title, a view's intrinsic size, else its current one (UIView.sizeThatFits: "the existing size of the view") |
/// | `layout()` | nothing more: the chain is already applied |
///
/// Any other method of the chain (`justify`, `align`, `top(to:)`, a percentage) is accepted and
/// noted, the rest of the chain read.
extension Evaluator {
  /// `view.pin`: a new chain of `item`, from its frame now.
  func pinLayoutChain(of item: Int) -> Value {
    uikit.pinLayouts[item] = PinLayoutSpec(frame: currentFrame(of: item))
    uikit.isUsed = true
    return .uikit(.pinLayout(item: item))
  }

  /// `view.pin.….name(…)`: the chain's method (before UIKit's own of the name, `sizeToFit`, is
  /// skipped); nil when `base` is no chain of PinLayout's.
  func pinLayoutCall(_ name: String, of base: Expression, evaluate arguments: () throws(Diagnostic) -> Arguments) throws(Diagnostic) -> Value? {

    guard Self.isPinLayoutChain(base), case .uikit(.pinLayout(let item)) = try evaluate(base) else { return nil }
    return try pinLayoutMethod(name, of: item, try arguments())
  }

  /// True when `expression` is `x.pin` or a call of a method of one (`x.pin.top(8)`).
  private static func isPinLayoutChain(_ expression: Expression) -> Bool {
    var current = expression
    for _ in 0..<64 {
      switch current {
      case .member(_, "pin", _): return true
      case .call(let call):
        guard case .method(let inner, _) = call.callee else { return false }
        current = inner
      default: return false
      }
    }
    return false
  }

  /// `chain.name(arguments)` of the chain of `item`: recorded, the frame set; the chain again.
  func pinLayoutMethod(_ name: String, of item: Int, _ arguments: Arguments) throws(Diagnostic) -> Value {
    guard var spec = uikit.pinLayouts[item] else { return .uikit(.pinLayout(item: item)) }
    let bounds = uikit.superviews[item].map { currentFrame(of: $0).size } ?? rootBounds
    let first = arguments.positional(0)?.value
    let value = first?.numberValue ?? 0
    switch name {
    case "below", "above", "after", "before", "right", "left" where arguments["of"] != nil:
      try pinRelative(name, of: item, arguments, &spec)
    case "top": spec.vertical.start = value
    case "left", "start": spec.horizontal.start = value
    case "bottom": spec.vertical.end = bounds.height - value
    case "right", "end": spec.horizontal.end = bounds.width - value
    case "horizontally": (spec.horizontal.start, spec.horizontal.end) = (value, bounds.width - value)
    case "vertically": (spec.vertical.start, spec.vertical.end) = (value, bounds.height - value)
    case "all":
      (spec.horizontal.start, spec.horizontal.end) = (value, bounds.width - value)
      (spec.vertical.start, spec.vertical.end) = (value, bounds.height - value)
    case "topLeft", "topStart": (spec.vertical.start, spec.horizontal.start) = (value, value)
    case "topRight", "topEnd": (spec.vertical.start, spec.horizontal.end) = (value, bounds.width - value)
    case "bottomLeft", "bottomStart": (spec.vertical.end, spec.horizontal.start) = (bounds.height - value, value)
    case "bottomRight", "bottomEnd": (spec.vertical.end, spec.horizontal.end) = (bounds.height - value, bounds.width - value)
    case "topCenter": (spec.vertical.start, spec.horizontal.center) = (value, bounds.width / 2)
    case "bottomCenter": (spec.vertical.end, spec.horizontal.center) = (bounds.height - value, bounds.width / 2)
    case "hCenter": spec.horizontal.center = bounds.width / 2 + value
    case "vCenter": spec.vertical.center = bounds.height / 2 + value
    case "center": (spec.horizontal.center, spec.vertical.center) = (bounds.width / 2 + value, bounds.height / 2 + value)
    case "width", "height", "size":
      try pinLength(name, of: item, first, arguments, &spec)
    case "minWidth": spec.horizontal.minimum = value
    case "maxWidth": spec.horizontal.maximum = value
    case "minHeight": spec.vertical.minimum = value
    case "maxHeight": spec.vertical.maximum = value
    case "aspectRatio" where spec.fit == nil: spec.fit = .aspectRatio(value)
    case "marginTop": spec.vertical.marginStart = value
    case "marginBottom": spec.vertical.marginEnd = value
    case "marginLeft", "marginStart": spec.horizontal.marginStart = value
    case "marginRight", "marginEnd": spec.horizontal.marginEnd = value
    case "marginHorizontal": (spec.horizontal.marginStart, spec.horizontal.marginEnd) = (value, value)
    case "marginVertical": (spec.vertical.marginStart, spec.vertical.marginEnd) = (value, value)
    case "margin": pinMargins(arguments, &spec)
    case "sizeToFit":
      let fits: [String: PinLayoutSpec.Fit] = ["width": .width, "height": .height, "widthFlexible": .widthFlexible,
                                              "heightFlexible": .heightFlexible, "content": .content]
      // The first size adjustment of a chain is the one applied; a later one is refused (PinLayout's "Conflict" warning).
      if spec.fit == nil, case .member(let type)? = first { spec.fit = fits[type] ?? .content } else if spec.fit == nil { spec.fit = .content }
    case "layout":
      break
    default:
      if unmodelledNotePlaces.insert(arguments.location).inserted {
        note("PinLayout's '\(name)(…)' is not modelled: the rest of the chain is read", at: arguments.location)
      }
    }
    uikit.pinLayouts[item] = spec
    uikit.frames[item] = spec.frame { size in pinSizeThatFits(item, size) }
    return .uikit(.pinLayout(item: item))
  }

  /// `below(of: o, aligned: .left)` and its kin: the edge at `o`'s opposite edge, in the view's
  /// superview's coordinates, and `aligned:` the cross axis's edge or centre at `o`'s.
  private func pinRelative(_ name: String, of item: Int, _ arguments: Arguments, _ spec: inout PinLayoutSpec) throws(Diagnostic) {
    guard case .view(let other)? = arguments["of"]?.value else { return }
    let origin = absoluteOrigin(of: other) - absoluteOrigin(ofSuperviewOf: item)
    let frame = Rect(origin: origin, size: currentFrame(of: other).size)
    switch name {
    case "below": spec.vertical.start = frame.maxY
    case "above": spec.vertical.end = frame.minY
    case "after", "right": spec.horizontal.start = frame.maxX
    default: spec.horizontal.end = frame.minX
    }
    guard case .member(let aligned)? = arguments["aligned"]?.value else { return }
    switch aligned {
    case "left", "start": spec.horizontal.start = frame.minX
    case "right", "end": spec.horizontal.end = frame.maxX
    case "top": spec.vertical.start = frame.minY
    case "bottom": spec.vertical.end = frame.maxY
    case "center" where ["below", "above"].contains(name): spec.horizontal.center = frame.origin.x + frame.size.width / 2
    case "center": spec.vertical.center = frame.origin.y + frame.size.height / 2
    default: break
    }
  }

  /// `width(100)`, `size(32)`, `size(CGSize(…))`, `width(of: other)`.
  private func pinLength(_ name: String, of item: Int, _ first: Value?, _ arguments: Arguments, _ spec: inout PinLayoutSpec) throws(Diagnostic) {
    var size: Size
    if case .view(let other)? = arguments["of"]?.value {
      size = currentFrame(of: other).size
    } else if case .size(let given)? = first {
      size = given
    } else {
      let number = first?.numberValue ?? 0
      size = Size(width: number, height: number)
    }
    if name != "height" { spec.horizontal.length = size.width }
    if name != "width" { spec.vertical.length = size.height }
  }

  /// `margin(8)`, `margin(vertical, horizontal)`, `margin(top, horizontal, bottom)`, `margin(top, left, bottom, right)`,
  /// `margin(UIEdgeInsets(…))`.
  private func pinMargins(_ arguments: Arguments, _ spec: inout PinLayoutSpec) {
    if case .insets(let insets, _)? = arguments.positional(0)?.value {
      (spec.vertical.marginStart, spec.horizontal.marginStart, spec.vertical.marginEnd, spec.horizontal.marginEnd)
        = (insets.top, insets.left, insets.bottom, insets.right)
      return
    }
    let values = arguments.items.compactMap(\.value.numberValue)
    let (top, left, bottom, right): (Double, Double, Double, Double)
    switch values.count {
    case 0: return
    case 1: (top, left, bottom, right) = (values[0], values[0], values[0], values[0])
    case 2: (top, left, bottom, right) = (values[0], values[1], values[0], values[1])
    case 3: (top, left, bottom, right) = (values[0], values[1], values[2], values[1])
    default: (top, left, bottom, right) = (values[0], values[1], values[2], values[3])
    }
    (spec.vertical.marginStart, spec.horizontal.marginStart, spec.vertical.marginEnd, spec.horizontal.marginEnd) = (top, left, bottom, right)
  }

  /// What `item` answers `sizeThatFits(size)`: a label's text within the width (wrapped when it
  /// may take several lines; 0 or infinite is no limit), a view's intrinsic length, else the
  /// length asked (its own when none is: UIView's default answer is its existing size).
  private func pinSizeThatFits(_ item: Int, _ size: Size) -> Size {
    let kind = viewTable.views[item].kind
    let current = currentFrame(of: item).size
    if case .label(let text, let lines, let font) = kind, lines != 1, size.width.isFinite, size.width > 0 {
      return TextMetrics(font: font).wrappedSize(text, width: size.width, lines: lines)
    }
    func length(_ axis: LayoutCore.Axis, _ asked: Double, _ own: Double) -> Double {
      kind.intrinsicLength(axis) ?? (asked.isFinite ? asked : own)
    }
    return Size(width: length(.horizontal, size.width, current.width), height: length(.vertical, size.height, current.height))
  }

  /// Where `item` is in the root's coordinates: its origin plus its superviews'.
  private func absoluteOrigin(of item: Int) -> Point {
    var point = currentFrame(of: item).origin
    var current = item
    var steps = 0
    while let parent = uikit.superviews[current], steps < 256 {
      let origin = currentFrame(of: parent).origin
      point = Point(x: point.x + origin.x, y: point.y + origin.y)
      current = parent
      steps += 1
    }
    return point
  }

  /// Where the superview of `item` is in the root's coordinates (the origin when it has none).
  private func absoluteOrigin(ofSuperviewOf item: Int) -> Point {
    uikit.superviews[item].map { absoluteOrigin(of: $0) } ?? .zero
  }
}

private extension Point {
  static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
}
