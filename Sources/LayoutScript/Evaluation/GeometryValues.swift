import LayoutCore

/// The geometry values a custom layout's code computes with, as values of built-in structs:
/// `CGPoint` (x, y), `CGRect` (origin, size), `ProposedViewSize` (width, height, nil for
/// unspecified), `Angle` (radians) and `CGAffineTransform` (a, b, c, d, tx, ty). Their fields
/// read and change like a script struct's (`point.x += 1`); `CGSize` is its own value.
extension Value {
  static func point(_ point: Point) -> Value {
    .structure(StructValue(typeName: "CGPoint", fields: [("x", .number(point.x)), ("y", .number(point.y))]))
  }

  static func rect(_ rect: Rect) -> Value {
    .structure(StructValue(typeName: "CGRect", fields: [("origin", .point(rect.origin)), ("size", .size(rect.size))]))
  }

  static func proposal(_ proposal: ProposedSize) -> Value {
    .structure(StructValue(typeName: "ProposedViewSize",
                           fields: [("width", proposal.width.map(Value.number) ?? .void), ("height", proposal.height.map(Value.number) ?? .void)]))
  }

  static func angle(radians: Double) -> Value {
    .structure(StructValue(typeName: "Angle", fields: [("radians", .number(radians))]))
  }

  /// The affine transform `[a b 0; c d 0; tx ty 1]`, as CoreGraphics writes it.
  static func transform(_ m: [Double]) -> Value {
    .structure(StructValue(typeName: "CGAffineTransform", fields: zip(["a", "b", "c", "d", "tx", "ty"], m).map { ($0, .number($1)) }))
  }

  /// The numbers of the fields `names` of a value of the built-in struct `typeName`.
  func numbers(of typeName: String, _ names: [String]) -> [Double]? {
    guard case .structure(let structure) = self, structure.typeName == typeName else { return nil }
    let numbers = names.compactMap { structure[$0]?.numberValue }
    return numbers.count == names.count ? numbers : nil
  }

  /// The rectangle a `CGRect` (or `.zero`) stands for.
  var rectValue: Rect? {
    if case .member("zero") = self { return .zero }
    guard case .structure(let structure) = self, structure.typeName == "CGRect", let origin = structure["origin"]?.pointValue,
          case .size(let size)? = structure["size"] else { return nil }
    return Rect(origin: origin, size: size)
  }

  /// The point a `CGPoint` (or `.zero`) stands for.
  var pointValue: Point? {
    if case .member("zero") = self { return .zero }
    return numbers(of: "CGPoint", ["x", "y"]).map { Point(x: $0[0], y: $0[1]) }
  }

  /// The proposal a `ProposedViewSize` (or `.unspecified`, `.zero`, `.infinity`) stands for.
  var proposalValue: ProposedSize? {
    switch self {
    case .member("unspecified"): return ProposedSize(width: nil, height: nil)
    case .member("zero"): return ProposedSize(width: 0, height: 0)
    case .member("infinity"): return ProposedSize(width: .infinity, height: .infinity)
    case .size(let size): return ProposedSize(width: size.width, height: size.height)  // `body.sizeThatFits(size)` of a UIKit view
    case .structure(let structure) where structure.typeName == "ProposedViewSize":
      func side(_ name: String) -> Double?? {
        guard let value = structure[name] else { return .none }
        return value.isNil ? .some(nil) : value.numberValue.map { .some($0) }
      }
      guard let width = side("width"), let height = side("height") else { return nil }
      return ProposedSize(width: width, height: height)
    default: return nil
    }
  }

  /// The anchor a `UnitPoint` (or `.center` and the other named points) stands for.
  var unitPointValue: UnitPoint? {
    switch self {
    case .unitPoint(let point): return point
    case .member(let name): return UnitPoint.named[name]
    default: return nil
    }
  }
}

extension Evaluator {
  /// `CGRect`'s computed properties (`minX`, `midY`, `width`…) and `Angle`'s `degrees`.
  func geometryMember(_ name: String, of value: StructValue) -> Value? {
    switch value.typeName {
    case "CGRect":
      guard let origin = value["origin"]?.pointValue, case .size(let size)? = value["size"] else { return nil }
      let rect = Rect(origin: origin, size: size)
      let members: [String: Double] = [
        "minX": rect.minX, "midX": (rect.minX + rect.maxX) / 2, "maxX": rect.maxX,
        "minY": rect.minY, "midY": (rect.minY + rect.maxY) / 2, "maxY": rect.maxY,
        "width": abs(size.width), "height": abs(size.height),
      ]
      return members[name].map(Value.number)
    case "Angle":
      guard name == "degrees", let radians = value["radians"]?.numberValue else { return nil }
      return .number(radians * 180 / .pi)
    default:
      return nil
    }
  }

  /// `CGSize.zero`, `CGPoint.zero`, `CGRect.zero`, `ProposedViewSize.unspecified` and its kin.
  func geometryConstant(_ name: String, of typeName: String) -> Value? {
    switch (typeName, name) {
    case ("CGSize", "zero"): return .size(.zero)
    case ("CGPoint", "zero"): return .point(.zero)
    case ("CGRect", "zero"): return .rect(.zero)
    case ("ProposedViewSize", _): return Value.member(name).proposalValue.map(Value.proposal)
    default: return nil
    }
  }

  /// The methods of geometry values: `point.applying(transform)`,
  /// `proposal.replacingUnspecifiedDimensions(by:)`, `Angle.degrees(…)`; nil for other names.
  func geometryMethod(_ name: String, of base: Value, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    switch (base, name) {
    case (.type("Angle"), "degrees"), (.type("Angle"), "radians"):
      try arguments.check(["_"])
      let amount = try number(try required(arguments, 0, "an amount"), default: 0)
      return .angle(radians: name == "degrees" ? amount * .pi / 180 : amount)
    case (_, "applying") where base.pointValue != nil:
      try arguments.check(["_"])
      let argument = try required(arguments, 0, "a CGAffineTransform")
      guard let point = base.pointValue, let m = argument.value.numbers(of: "CGAffineTransform", ["a", "b", "c", "d", "tx", "ty"]) else {
        throw mismatch(argument, "a CGAffineTransform")
      }
      return .point(Point(x: m[0] * point.x + m[2] * point.y + m[4], y: m[1] * point.x + m[3] * point.y + m[5]))
    case (_, "equalTo") where base.rectValue != nil:
      // CGRect's `equalTo(_:)`: "Returns whether two rectangles are equal in size and position".
      try arguments.check(["_"])
      let argument = try required(arguments, 0, "a CGRect")
      guard let other = argument.value.rectValue else { throw mismatch(argument, "a CGRect") }
      return .bool(base.rectValue! == other)
    case (_, "inset"), (_, "insetBy"), (_, "offsetBy"):
      guard let rect = base.rectValue else { return nil }
      return .rect(try rectMethod(name, of: rect, arguments))
    case (_, "divided") where base.rectValue != nil:
      return try divided(base.rectValue!, arguments)
    case (_, "replacingUnspecifiedDimensions") where base.proposalValue != nil:
      try arguments.check(["by"])
      let fallback = try size(arguments["by"]) ?? Size(width: 10, height: 10)
      let proposal = base.proposalValue!
      return .size(Size(width: proposal.width ?? fallback.width, height: proposal.height ?? fallback.height))
    default:
      return nil
    }
  }
}

extension Evaluator {
  /// `rect.inset(by: UIEdgeInsets)`, `rect.insetBy(dx:dy:)` and `rect.offsetBy(dx:dy:)`, as
  /// CoreGraphics defines them (CGRect's reference: an inset rectangle is smaller by the insets on
  /// each side, `insetBy` by dx on the left and the right and dy on the top and the bottom).
  private func rectMethod(_ name: String, of rect: Rect, _ arguments: Arguments) throws(Diagnostic) -> Rect {
    if name == "inset" {
      try arguments.check(["by"])
      let argument = try required(arguments, "by", "a UIEdgeInsets")
      guard case .insets(let insets, _) = argument.value else { throw mismatch(argument, "a UIEdgeInsets") }
      return Rect(x: rect.origin.x + insets.left, y: rect.origin.y + insets.top, width: rect.size.width - insets.left - insets.right,
                  height: rect.size.height - insets.top - insets.bottom)
    }
    try arguments.check(["dx", "dy"])
    let dx = try number(arguments["dx"], default: 0), dy = try number(arguments["dy"], default: 0)
    if name == "offsetBy" { return Rect(x: rect.origin.x + dx, y: rect.origin.y + dy, width: rect.size.width, height: rect.size.height) }
    return Rect(x: rect.origin.x + dx, y: rect.origin.y + dy, width: rect.size.width - 2 * dx, height: rect.size.height - 2 * dy)
  }
}

extension Evaluator {
  /// `rect.divided(atDistance: 100, from: .maxXEdge)`: the tuple `(slice:, remainder:)` of
  /// CGRect's `divided(atDistance:from:)` (CGRectDivide, Apple's CoreGraphics reference: the
  /// slice "extends the distance beyond the edge specified", the remainder is "the portion of the
  /// source rectangle that remains"). The distance is kept within `0…` the rectangle's extent on
  /// that axis, so neither part has a negative size: our reading, which the reference does not state.
  fileprivate func divided(_ rect: Rect, _ arguments: Arguments) throws(Diagnostic) -> Value {
    try arguments.check(["atDistance", "from"])
    let edgeArgument = try required(arguments, "from", "a CGRectEdge")
    guard case .member(let edge) = edgeArgument.value, ["minXEdge", "maxXEdge", "minYEdge", "maxYEdge"].contains(edge) else {
      throw mismatch(edgeArgument, "a CGRectEdge (.minXEdge, .maxXEdge, .minYEdge or .maxYEdge)")
    }
    let horizontal = edge.contains("X")
    let extent = horizontal ? rect.size.width : rect.size.height
    let distance = min(max(try number(arguments["atDistance"], default: 0), 0), max(extent, 0))
    let rest = extent - distance
    let (x, y, w, h) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
    let slice: Rect, remainder: Rect
    switch edge {
    case "minXEdge":
      (slice, remainder) = (Rect(x: x, y: y, width: distance, height: h), Rect(x: x + distance, y: y, width: rest, height: h))
    case "maxXEdge":
      (slice, remainder) = (Rect(x: x + rest, y: y, width: distance, height: h), Rect(x: x, y: y, width: rest, height: h))
    case "minYEdge":
      (slice, remainder) = (Rect(x: x, y: y, width: w, height: distance), Rect(x: x, y: y + distance, width: w, height: rest))
    default:
      (slice, remainder) = (Rect(x: x, y: y + rest, width: w, height: distance), Rect(x: x, y: y, width: w, height: rest))
    }
    return .structure(StructValue(typeName: nil, fields: [("slice", .rect(slice)), ("remainder", .rect(remainder))]))
  }
}
