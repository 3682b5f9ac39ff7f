import Foundation
import LayoutCore

/// The value constructors and math functions a custom layout's code calls: `CGPoint(x:y:)`,
/// `CGRect(…)`, `ProposedViewSize(…)`, `Angle(degrees:)`, `CGAffineTransform(rotationAngle:)`,
/// `sqrt`, `sin`, `cos`, `floor`, `ceil`, `round` and their kin.
enum GeometryBuiltins {
  static let functions: [String: BuiltinFunction] = [
    "CGPoint": BuiltinFunction(labels: ["x", "y"]) { e, a throws(Diagnostic) in
      .point(Point(x: try e.number(a["x"], default: 0), y: try e.number(a["y"], default: 0)))
    },
    "CGRect": BuiltinFunction(labels: ["x", "y", "width", "height", "origin", "size"]) { e, a throws(Diagnostic) in
      let origin = try e.convert(a["origin"], default: Point(x: try e.number(a["x"], default: 0), y: try e.number(a["y"], default: 0)),
                                 "a CGPoint") { $0.pointValue }
      // A side of another file's value in UIKit code (`height: messageView.height`) is the placeholder box's, 80 wide or 44 high.
      let sides = Size(width: try e.frameSide(a["width"], box: Placeholders.boxSize.width),
                       height: try e.frameSide(a["height"], box: Placeholders.boxSize.height))
      let size = try e.size(a["size"]) ?? sides
      return .rect(Rect(origin: origin, size: size))
    },
    "ProposedViewSize": BuiltinFunction(labels: ["_", "width", "height"]) { e, a throws(Diagnostic) in
      if let size = try e.size(a.positional(0)) { return .proposal(ProposedSize(size)) }
      func side(_ argument: EvaluatedArgument?) throws(Diagnostic) -> Double? {
        guard let argument, !argument.value.isNil else { return nil }
        return try e.number(argument, default: 0)
      }
      return .proposal(ProposedSize(width: try side(a["width"]), height: try side(a["height"])))
    },
    "Angle": BuiltinFunction(labels: ["degrees", "radians"]) { e, a throws(Diagnostic) in
      if let degrees = a["degrees"] { return .angle(radians: try e.number(degrees, default: 0) * .pi / 180) }
      return .angle(radians: try e.number(a["radians"], default: 0))
    },
    "CGAffineTransform": BuiltinFunction(labels: ["rotationAngle", "translationX", "scaleX", "y"]) { e, a throws(Diagnostic) in
      if let angle = a["rotationAngle"] {
        let r = try e.number(angle, default: 0)
        return .transform([cos(r), sin(r), -sin(r), cos(r), 0, 0])
      }
      let y = try e.number(a["y"], default: 0)
      if let x = a["translationX"] { return .transform([1, 0, 0, 1, try e.number(x, default: 0), y]) }
      return .transform([try e.number(a["scaleX"], default: 1), 0, 0, a["y"] == nil ? 1 : y, 0, 0])
    },
    "sqrt": unary(Foundation.sqrt), "sin": unary(Foundation.sin), "cos": unary(Foundation.cos), "tan": unary(Foundation.tan),
    "floor": unary(Foundation.floor), "ceil": unary(Foundation.ceil), "round": unary(Foundation.round),
    "atan2": binary(Foundation.atan2), "pow": binary(Foundation.pow),
  ]

  /// A function of one number.
  private static func unary(_ function: @escaping @Sendable (Double) -> Double) -> BuiltinFunction {
    BuiltinFunction(labels: ["_"]) { e, a throws(Diagnostic) in .number(function(try e.number(try e.required(a, 0, "a number"), default: 0))) }
  }

  /// A function of two numbers.
  private static func binary(_ function: @escaping @Sendable (Double, Double) -> Double) -> BuiltinFunction {
    BuiltinFunction(labels: ["_", "_"]) { e, a throws(Diagnostic) in
      .number(function(try e.number(try e.required(a, 0, "a number"), default: 0), try e.number(try e.required(a, 1, "a number"), default: 0)))
    }
  }
}
