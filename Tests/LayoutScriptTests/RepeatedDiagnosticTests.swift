import Foundation
import XCTest
@testable import LayoutScript

/// A diagnostic repeated inside a loop costs what the first one costs (issue 20, point 19): a
/// loop whose body fails at every iteration reaches the loop limit about as fast as the same loop
/// that does not fail (before, each failure worked out its did-you-mean hint again: 5.3 s against
/// 0.17 s in a release build, 60 times slower in a debug one). Each time is the fastest of three
/// runs taken in turns, so the load of a shared machine weighs on both alike.
final class RepeatedDiagnosticTests: XCTestCase {
  private func seconds(_ source: String, limits: ScriptLimits) -> Double {
    let start = ContinuousClock.now
    _ = try? ScriptEvaluator.evaluate(source: source, path: "loop.ql", limits: limits)
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  /// (a loop that fails at every iteration, the same loop that does not).
  private static let pairs: [(String, String)] = [
    ("var body: Layout { VStack { for i in 0..<1000 { for j in 0..<1000 { UILabel(text: \"x\", font: nosuch) } } } }",
     "var body: Layout { VStack { for i in 0..<1000 { for j in 0..<1000 { UILabel(text: \"x\", font: 12) } } } }"),
    ("var body: Layout { VStack { ForEach(0..<1000) { i in ForEach(0..<1000) { j in nosuchView } } } }",
     "var body: Layout { VStack { ForEach(0..<1000) { i in ForEach(0..<1000) { j in UIView() } } } }"),
    ("let v = UIView()\nvar body: Layout { VStack { for i in 0..<1000 { for j in 0..<1000 { v.nosuchModifier() } } } }",
     "let v = UIView()\nvar body: Layout { VStack { for i in 0..<1000 { for j in 0..<1000 { v.padding() } } } }"),
  ]

  /// The same in a SwiftUI view's body, where a failing statement becomes a placeholder: each
  /// failure after the first sized its placeholder by its name again (seventeen Foundation
  /// substring searches) and kept a record of its own (3.4 times the fine loop in a release
  /// build). A limit of 20,000 iterations keeps the debug build's runs short.
  private static let swiftUIPairs: [(String, String)] = [
    (swiftUIView("Text(\"x\").font(nosuchFont)"), swiftUIView("Text(\"x\").font(.body)")),
    (swiftUIView("UndeclaredRow(index: j)"), swiftUIView("Text(\"x\")")),
  ]

  /// A SwiftUI view whose body runs `statement` in two nested ForEach of 1,000 each.
  private static func swiftUIView(_ statement: String) -> String {
    """
    import SwiftUI
    struct Rows: View {
      var body: some View {
        VStack { ForEach(0..<1000) { i in HStack { ForEach(0..<1000) { j in \(statement) } } } }
      }
    }
    """
  }

  func testAFailingLoopReachesItsLimitAboutAsFastAsOneThatDoesNotFail() throws {
    check(Self.pairs, limits: .standard)
    check(Self.swiftUIPairs, limits: ScriptLimits(loopIterations: 20_000))
  }

  private func check(_ pairs: [(String, String)], limits: ScriptLimits, file: StaticString = #filePath, line: UInt = #line) {
    for (failing, fine) in pairs {
      var best = (failing: Double.infinity, fine: Double.infinity)
      for _ in 0..<3 {
        best.failing = min(best.failing, seconds(failing, limits: limits))
        best.fine = min(best.fine, seconds(fine, limits: limits))
      }
      XCTAssertLessThan(best.failing, 3 * best.fine + 0.2, "\(failing): \(best)", file: file, line: line)
      let message = failure(failing, limits: limits).components(separatedBy: "\n").first { $0.contains("error:") } ?? ""
      XCTAssertTrue(message.hasSuffix("error: loop iteration limit of \(limits.loopIterations) exceeded"), message, file: file, line: line)
    }
  }

  /// A statement of a view's body failing at every iteration is one placeholder record, listed
  /// once with how often it failed, each failure's placeholder sized as the first was.
  func testAStatementFailingInALoopIsListedOnceWithItsCount() throws {
    let source = """
      import SwiftUI
      struct Rows: View {
        var body: some View {
          VStack {
            Text("a").font(nosuchFont)
            ForEach(0..<3) { i in
              Text("b").font(otherFont)
            }
          }
        }
      }
      """
    let script = try ScriptEvaluator.evaluate(source: source, path: "rows.ql")
    XCTAssertEqual(script.warnings.map(\.message), [
      "not modelled, so drawn as placeholders: Text(…) at 5:22 (cannot find 'nosuchFont' in scope); "
        + "Text(…) at 7:24 (cannot find 'otherFont' in scope), 3 times",
    ])
    let placeholders = script.views.filter { $0.isPlaceholder && $0.name.hasPrefix("Text(") }
    XCTAssertEqual(placeholders.map(\.name), ["Text(…)", "Text(…)#2", "Text(…)#3", "Text(…)#4"])
    XCTAssertEqual(Set(placeholders.map { "\($0.kind)" }).count, 1, "every placeholder sized alike")
  }
}
