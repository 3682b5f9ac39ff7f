import Foundation
import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutScript
import XCTest

/// One case of an oracle corpus, copied into the repository by `scripts/sync-conformance`: the
/// script the corpus's runner renders and the oracle's expectation. `check` renders the script
/// to JSON in process, as `qlrepl render FILE --format json` does, and judges it by the rule of
/// the corpus's runner (`../shared/*/run.py`'s `compare`), within the runners' tolerance.
struct ConformanceCase {
  /// How a corpus's runner judges a case.
  enum Rule {
    /// QuickLayout's engine: the size, every expected frame, every expected measurement count.
    case quickLayout
    /// SwiftUI: the size and every expected frame (measurement counts are informational).
    case swiftUI
    /// SwiftLayout's anchors: the constraint list and warnings; then frames, ambiguity or conflicts.
    case anchors
  }

  static let tolerance = 0.01
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Cases")

  let corpus: String
  let name: String

  func check(_ rule: Rule, file: StaticString = #filePath, line: UInt = #line) throws {
    let base = Self.folder.appendingPathComponent(corpus).appendingPathComponent(name)
    let source = try String(contentsOf: base.appendingPathExtension("ql"), encoding: .utf8)
    let caseData = try Data(contentsOf: URL(fileURLWithPath: base.path + ".expected.json"))
    let expected = try XCTUnwrap((try JSONSerialization.jsonObject(with: caseData) as? [String: Any])?["expected"] as? [String: Any])
    let output = try render(source, path: base.path + ".ql")
    let problems: [String]
    switch rule {
    case .quickLayout: problems = sizeAndFrames(expected, output) + measurements(expected, output)
    case .swiftUI: problems = sizeAndFrames(expected, output)
    case .anchors: problems = anchors(expected, output)
    }
    XCTAssertEqual(problems, [], "\(corpus)/\(name)", file: file, line: line)
  }

  /// The JSON report of the script, parsed.
  private func render(_ source: String, path: String) throws -> [String: Any] {
    let script: EvaluatedScript
    do {
      script = try ScriptEvaluator.evaluate(source: source, path: path)
    } catch {
      throw ConformanceFailure(message: "the script does not evaluate: \(error)")
    }
    let laidOut = Pipeline.layout(script)
    guard let result = laidOut.result else { throw ConformanceFailure(message: "nothing to render") }
    let text = JSONReport(script: script, result: result, constraints: laidOut.constraints, diagnostics: laidOut.warnings).text
    return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  private func sizeAndFrames(_ expected: [String: Any], _ output: [String: Any]) -> [String] {
    var problems: [String] = []
    if !Self.close(output["size"], expected["size"], count: 2) {
      problems.append("size \(String(describing: output["size"])) != \(String(describing: expected["size"]))")
    }
    let frames = output["frames"] as? [String: Any] ?? [:]
    for (name, frame) in (expected["frames"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key })
    where !Self.close(frames[name], frame, count: 4) {
      problems.append("\(name): \(String(describing: frames[name])) != \(frame)")
    }
    return problems
  }

  private func measurements(_ expected: [String: Any], _ output: [String: Any]) -> [String] {
    let measured = output["measurements"] as? [String: Any] ?? [:]
    return (expected["measurements"] as? [String: Any] ?? [:]).sorted { $0.key < $1.key }.compactMap { name, count in
      (measured[name] as? NSNumber)?.intValue == (count as? NSNumber)?.intValue
        ? nil : "\(name) measured \(String(describing: measured[name]))x, the oracle \(count)x"
    }
  }

  private func anchors(_ expected: [String: Any], _ output: [String: Any]) -> [String] {
    var problems: [String] = []
    let report = output["anchors"] as? [String: Any] ?? [:]
    let got = ((report["constraints"] as? [Any]) ?? []).map { "\($0)" }.sorted()
    let want = ((expected["constraints"] as? [String]) ?? []).sorted()
    if got != want { problems.append("constraints \(got) != \(want)") }
    let texts = ((output["diagnostics"] as? [Any]) ?? []).map { entry -> String in
      if let text = entry as? String { return text.lowercased() }
      let data = (try? JSONSerialization.data(withJSONObject: entry)) ?? Data()
      return String(decoding: data, as: UTF8.self).lowercased()
    }
    func mentions(_ words: [String]) -> Bool {
      texts.contains { text in words.allSatisfy { text.contains($0.lowercased()) } }
    }
    for words in (expected["warnings"] as? [[String]]) ?? [] where !mentions(words) {
      problems.append("no diagnostic mentions \(words)")
    }
    let ambiguous = ((report["ambiguous"] as? [Any]) ?? []).map { "\($0)" }.sorted()
    let conflict = ((report["unsatisfiable"] as? [Any]) ?? []).map { "\($0)" }.sorted()
    if expected["frames"] != nil {
      problems += sizeAndFrames(expected, output)
      if !ambiguous.isEmpty { problems.append("reported ambiguous \(ambiguous); the layout is fully determined") }
      if !conflict.isEmpty { problems.append("reported unsatisfiable \(conflict); the required constraints are consistent") }
    } else if let want = expected["ambiguous"] as? [String] {
      if ambiguous != want.sorted() { problems.append("ambiguous \(ambiguous) != \(want)") }
      let views = Set(want.map { String($0.split(separator: ".")[0]) }).sorted()
      if !mentions(["ambiguous"] + views) { problems.append("no diagnostic says 'ambiguous' and names \(views)") }
      if !conflict.isEmpty { problems.append("reported unsatisfiable \(conflict); the required constraints are consistent") }
    } else if let want = expected["unsatisfiable"] as? [String] {
      if conflict != want.sorted() { problems.append("unsatisfiable \(conflict) != \(want)") }
      if !mentions(["unsatisfiable"] + Self.namedViews(want)) { problems.append("no diagnostic says 'unsatisfiable' and names its views") }
    }
    return problems
  }

  /// The views a constraint's text names before an attribute (`title.leading`), as the runner reads them.
  private static func namedViews(_ constraints: [String]) -> [String] {
    let pattern = try! NSRegularExpression(pattern: #"([A-Za-z_][A-Za-z0-9_]*)\.(?:leading|trailing|left|right|top|bottom|centerX|centerY|width|height)\b"#)
    var names: Set<String> = []
    for text in constraints {
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        names.insert(String(text[Range(match.range(at: 1), in: text)!]))
      }
    }
    return names.sorted()
  }

  /// Numbers `got` and `want` of `count` items each, equal within the tolerance.
  private static func close(_ got: Any?, _ want: Any?, count: Int) -> Bool {
    guard let got = got as? [Any], let want = want as? [Any], got.count == count, want.count == count else { return false }
    return zip(got, want).allSatisfy { pair in
      guard let a = number(pair.0), let b = number(pair.1) else { return false }
      return abs(a - b) <= tolerance
    }
  }

  /// A JSON number, or the runners' spellings of infinity and NaN.
  private static func number(_ value: Any) -> Double? {
    if let number = value as? NSNumber { return number.doubleValue }
    switch value as? String {
    case "inf"?: return .infinity
    case "-inf"?: return -.infinity
    default: return nil
    }
  }
}

/// Why a conformance case could not be judged.
struct ConformanceFailure: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
