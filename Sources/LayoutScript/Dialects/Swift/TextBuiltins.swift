import Foundation
import LayoutCore
import LayoutRender

/// The text conversions SwiftUI code makes its labels with: `String(x)`, `String(format:…)`
/// (printf's integer, floating-point and object conversions), `String(describing:)`,
/// `String(_:radix:)`, `Character(scalar)` and `UnicodeScalar(codepoint)` (an optional in Swift;
/// `!` reads it). A localized string (`String(localized:)`, `NSLocalizedString(_:comment:)`) is
/// its key, as an app without a translation shows it (Apple's `NSLocalizedString` documentation:
/// "the key itself" when no table holds it).
enum TextBuiltins {
  static let functions: [String: BuiltinFunction] = [
    "String": BuiltinFunction(labels: ["_", "format", "describing", "localized", "radix", "comment", "table", "bundle", "defaultValue",
                                       "repeating", "count"] + Array(repeating: "_", count: 8)) { e, a throws(Diagnostic) in
      if let unit = a["repeating"] {
        // `String(repeating: "ab", count: 2)`: the string written `count` times, within a string's limit.
        let text = try e.string(unit, default: "")
        let count = try e.integer(a["count"], default: 0)
        guard count >= 0, text.isEmpty || count <= e.limits.stringLength / max(1, text.count) else {
          throw Diagnostic("the count must be 0 or more and keep the string within \(e.limits.stringLength) characters",
                           at: a["count"]?.location ?? a.location)
        }
        return .string(String(repeating: text, count: count))
      }
      if let format = a["format"] {
        let arguments = a.items.filter { $0.label == nil }.map(\.value)
        return .string(try formatted(try e.string(format, default: ""), arguments, at: format.location))
      }
      if let key = a["localized"] { return .string(try e.string(key, default: "")) }
      if let described = a["describing"] { return .string(described.value.interpolated) }
      if let radix = a["radix"], let number = try e.required(a, 0, "an integer").value.numberValue {
        let base = try e.integer(radix, default: 10)
        guard (2...36).contains(base), abs(number) < 1e15 else { throw Diagnostic("a radix is from 2 to 36", at: radix.location) }
        return .string(String(Int(number), radix: base))
      }
      return .string(try e.required(a, 0, "a value").value.interpolated)
    },
    "NSLocalizedString": BuiltinFunction(labels: ["_", "tableName", "bundle", "value", "comment"]) { e, a throws(Diagnostic) in
      .string(try e.string(try e.required(a, 0, "a key"), default: ""))
    },
    "Character": BuiltinFunction(labels: ["_"]) { e, a throws(Diagnostic) in
      .string(try e.string(try e.required(a, 0, "a UnicodeScalar or a string"), default: ""))
    },
    "UnicodeScalar": scalar,
  ]

  /// `UnicodeScalar(0x1F600)`: the character of that code point (nil, in Swift, for a surrogate
  /// or a number past Unicode: here an error).
  private static let scalar = BuiltinFunction(labels: ["_"]) { e, a throws(Diagnostic) in
    let argument = try e.required(a, 0, "a code point")
    let codepoint = try e.number(argument, default: 0)
    guard codepoint >= 0, codepoint < 0x110000, let scalar = Unicode.Scalar(UInt32(codepoint)) else {
      throw Diagnostic("\(formatNumber(codepoint)) is not a Unicode code point", at: argument.location)
    }
    return .string(String(scalar))
  }

  /// `value.formatted()` and `value.formatted(.percent)`: Foundation's default presentation of a
  /// number (up to three fraction digits, no trailing zeros) and of a fraction as a percentage.
  static func presented(_ value: Double, style arguments: Arguments) throws(Diagnostic) -> String {
    try arguments.check(["_"])
    switch arguments.positional(0)?.value {
    case nil, .member("number")?:
      return formatNumber((value * 1000).rounded() / 1000)
    case .member("percent")?:
      return formatNumber((value * 100_000).rounded() / 1000) + "%"
    default:
      throw Diagnostic("formatted takes no style, .number or .percent here", at: arguments.location,
                       hint: "write String(format: \"%.1f\", value) for another presentation")
    }
  }

  /// `format` with its conversions (`%d`, `%02X`, `%.1f`, `%@`, `%%` …) filled from `arguments`
  /// in order.
  static func formatted(_ format: String, _ arguments: [Value], at location: SourceLocation) throws(Diagnostic) -> String {
    var output = ""
    var remaining = arguments[...]
    var scalars = format.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "%" else { output.unicodeScalars.append(scalar); continue }
      var specification = "%"
      while let next = scalars.first, "-+ #0123456789.lhqLzjt".unicodeScalars.contains(next) {
        if !"lhqLzjt".unicodeScalars.contains(next) { specification.unicodeScalars.append(next) }
        scalars.removeFirst()
      }
      guard let conversion = scalars.popFirst() else { throw Diagnostic("the format ends inside a conversion", at: location) }
      if conversion == "%" { output += "%"; continue }
      guard let argument = remaining.popFirst() else {
        throw Diagnostic("the format has more conversions than arguments", at: location)
      }
      output += try converted(argument, specification, conversion, at: location)
    }
    return output
  }

  /// One argument through one conversion.
  private static func converted(_ argument: Value, _ specification: String, _ conversion: Unicode.Scalar,
                                at location: SourceLocation) throws(Diagnostic) -> String {
    var argument = argument
    // A view where a number belongs is a placeholder (`color.luminance` of another file's
    // extension): a placeholder number is 0 (docs/language.md, "Pasting from the docs").
    if case .view = argument, "dixXouUfFeEgGaA".unicodeScalars.contains(conversion) { argument = .number(0) }
    switch conversion {
    case "d", "i", "x", "X", "o", "u":
      guard let number = argument.numberValue, number.isFinite, abs(number) < 9e15 else {
        throw Diagnostic("'%\(conversion)' needs an integer, not \(argument.typeDescription)", at: location)
      }
      return String(format: specification + "ll" + String(conversion), Int64(number))
    case "f", "F", "e", "E", "g", "G", "a", "A":
      guard let number = argument.numberValue else {
        throw Diagnostic("'%\(conversion)' needs a number, not \(argument.typeDescription)", at: location)
      }
      return String(format: specification + String(conversion), number)
    case "@", "s":
      // Width and precision, which Foundation here ignores for objects: padded (`-`: on the right)
      // and cut by hand.
      let flags = specification.dropFirst().prefix { "-+ #0".contains($0) }
      let sizes = specification.dropFirst(1 + flags.count).split(separator: ".", omittingEmptySubsequences: false)
      var text = argument.interpolated
      if sizes.count > 1, let precision = Int(sizes[1]) { text = String(text.prefix(precision)) }
      let padding = String(repeating: " ", count: max(0, (sizes.first.flatMap { Int($0) } ?? 0) - text.count))
      return flags.contains("-") ? text + padding : padding + text
    default:
      throw Diagnostic("'%\(conversion)' is not a conversion String(format:) knows", at: location,
                       hint: "the conversions are %d %i %x %X %o %u %f %e %g %a %@ %s and %%")
    }
  }
}
