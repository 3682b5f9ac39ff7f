import LayoutCore
import LayoutRender

/// Swift's fixed-width integer types, `Int`, `UInt` and `Int8` through `UInt64`: their
/// conversions (`UInt16(x)`) and their constants (`UInt16.max`). `Int` and `UInt` are 64 bits
/// wide, as on every iPhone since the 5s (The Swift Programming Language, "Integers": the
/// platform's native word size). A script's numbers are doubles, so `Int64.max` reads as the
/// double nearest to it.
enum IntegerTypes {
  /// Each type's width in bits and whether it is signed.
  static let types: [String: (bits: Int, isSigned: Bool)] = [
    "Int": (64, true), "Int8": (8, true), "Int16": (16, true), "Int32": (32, true), "Int64": (64, true),
    "UInt": (64, false), "UInt8": (8, false), "UInt16": (16, false), "UInt32": (32, false), "UInt64": (64, false),
  ]

  /// The static members read on the types.
  static let memberNames = ["max", "min", "zero", "bitWidth"]

  /// `Type.max`, `.min`, `.zero` and `.bitWidth` of an integer type; nil for any other name.
  static func constant(_ name: String, of type: String) -> Double? {
    guard let (bits, isSigned) = types[type] else { return nil }
    switch name {
    case "max": return isSigned ? Double(sign: .plus, exponent: bits - 1, significand: 1) - 1
      : Double(sign: .plus, exponent: bits, significand: 1) - 1
    case "min": return isSigned ? -Double(sign: .plus, exponent: bits - 1, significand: 1) : 0
    case "zero": return 0
    case "bitWidth": return Double(bits)
    default: return nil
    }
  }

  /// `min to max` of an integer type, every digit written (`0 to 18446744073709551615`).
  static func rangeText(of type: String) -> String {
    guard let (bits, isSigned) = types[type] else { return "" }
    if isSigned { return "-\(UInt64(1) << (bits - 1)) to \((UInt64(1) << (bits - 1)) - 1)" }
    return "0 to \(bits == 64 ? UInt64.max : (UInt64(1) << bits) - 1)"
  }

  /// `Int(x)`, `UInt8(x)`…: the number truncated toward zero, as Swift's integer initializers
  /// from a floating-point value do. A value outside the type's range stops a Swift program
  /// ("Fatal error: Double value cannot be converted to UInt8 because the result would be
  /// less than UInt8.min"): here it is an error at the call.
  static let conversions: [String: BuiltinFunction] = Dictionary(uniqueKeysWithValues: types.keys.map { type in
    (type, BuiltinFunction(labels: ["_"]) { e, a throws(Diagnostic) in
      guard let argument = a.positional(0) else { throw Diagnostic("'\(type)' needs a number", at: a.location) }
      let value = try e.number(argument, default: 0).rounded(.towardZero)
      let (lowest, highest) = (constant("min", of: type)!, constant("max", of: type)!)
      guard (lowest...highest).contains(value) else {
        throw Diagnostic("\(formatNumber(value)) is out of the range of \(type), \(rangeText(of: type))", at: argument.location)
      }
      return .number(value)
    })
  })
}
