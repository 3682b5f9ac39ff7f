import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutScript
import XCTest

/// One pasted UIKit Auto Layout example: the public code it follows (never copied), the script,
/// and the frames UIKit's rules give, worked out by hand in the comment beside each.
struct UIKitExample {
  let name: String
  /// The public file, page or thread whose constructs and API mix the example follows.
  let follows: String
  let source: String
  /// Each view's expected frame, `[x, y, width, height]` in canvas coordinates.
  let frames: [String: [Double]]
  /// True when the required constraints conflict (UIKit breaks one and logs it).
  var conflicts = false
  /// Constraints (normalized) that must be among those activated.
  var constraints: [String] = []

  /// Evaluates, lays out and checks the example: frames within 0.01, no ambiguity, conflicts as expected.
  func check(file: StaticString = #filePath, line: UInt = #line) {
    let script: EvaluatedScript
    do {
      script = try ScriptEvaluator.evaluate(source: source, path: "\(name).ql")
    } catch {
      return XCTFail("\(name): \(error.rendered())", file: file, line: line)
    }
    let laidOut = Pipeline.layout(script)
    guard let result = laidOut.result, let report = laidOut.constraints else {
      return XCTFail("\(name): not laid out by Auto Layout", file: file, line: line)
    }
    let names = script.views.map(\.name)
    for (view, expected) in frames.sorted(by: { $0.key < $1.key }) {
      guard let id = names.firstIndex(of: view), let frame = result.frames[id] else {
        XCTFail("\(name): no frame for \(view) among \(names)", file: file, line: line)
        continue
      }
      let actual = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
      XCTAssert(zip(actual, expected).allSatisfy { abs($0 - $1) < 0.01 }, "\(name): \(view) is \(actual), expected \(expected)",
                file: file, line: line)
    }
    let words = ConstraintWords(script: script)
    XCTAssertEqual(report.ambiguous, [], "\(name): ambiguous", file: file, line: line)
    XCTAssertEqual(!report.unsatisfiable.isEmpty, conflicts, "\(name): conflicts \(words.unsatisfiable(report))", file: file, line: line)
    let texts = Set(report.constraints.map { words.text(ofConstraint: $0.index) })
    for constraint in constraints {
      XCTAssert(texts.contains(constraint), "\(name): no \(constraint) among \(texts.sorted())", file: file, line: line)
    }
  }
}
