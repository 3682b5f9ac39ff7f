import Foundation
import LayoutCore
import LayoutRender
import LayoutScript

/// The number literals of a body and of the SwiftUI views it uses (`ScriptBody.knobLiterals`),
/// numbered from 1 in source order: `:knobs` lists them, `:set N VALUE` gives one a new value
/// without a variable.
enum Knobs {
  /// `text` with the body's literals numbered in `knobs` replaced by their new values;
  /// numbers past the body's literals are ignored.
  static func applying(_ knobs: [Int: Double], to text: String, path: String) -> String {
    guard !knobs.isEmpty else { return text }
    var result = text
    for (number, literal) in ScriptBody.knobLiterals(in: text, path: path).enumerated().reversed() {
      if let value = knobs[number + 1] { result.replaceSubrange(literal.range, with: spelling(of: value)) }
    }
    return result
  }

  /// The contents of a body typed at the prompt with the literals numbered in `knobs` replaced.
  static func applying(_ knobs: [Int: Double], toBody body: String) -> String {
    guard !knobs.isEmpty else { return body }
    let declared = applying(knobs, to: declaring(body), path: ComposedScript.bodyPath)
    return String(declared.dropFirst(bodyPrefix.count).dropLast(bodySuffix.count))
  }

  /// The contents of a body as a `var body` declaration, so it can be located.
  static func declaring(_ body: String) -> String { bodyPrefix + body + bodySuffix }

  private static let bodyPrefix = "var body: Layout {\n"
  private static let bodySuffix = "\n}"

  /// A value as a literal can be replaced by it: negative ones in parentheses.
  static func spelling(of value: Double) -> String {
    value < 0 ? "(\(formatPoints(value)))" : formatPoints(value)
  }
}

extension Knobs {
  /// `:knobs`: one line per literal of the body in `text`: its number, its value, its line
  /// with the literal in brackets, numbered from `firstLine` of `text` as line 1.
  static func listing(of text: String, path: String, firstLine: Int = 1) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return ScriptBody.knobLiterals(in: text, path: path).enumerated().map { number, literal in
      let line = lines[literal.location.line - 1]
      let start = text.unicodeScalars.distance(from: line.startIndex, to: literal.range.lowerBound)
      let scalars = Array(line.unicodeScalars)
      let end = min(start + literal.location.length, scalars.count)
      func piece(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
      let marked = piece(0..<start) + "[" + piece(start..<end) + "]" + piece(end..<scalars.count)
      let label = "\(number + 1)".padding(toLength: 4, withPad: " ", startingAt: 0)
      let value = formatPoints(literal.value).padding(toLength: 7, withPad: " ", startingAt: 0)
      return "\(label)\(value)line \(literal.location.line - firstLine + 1): \(marked.trimmingCharacters(in: .whitespaces))"
    }
  }
}
