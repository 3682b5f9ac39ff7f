import Foundation
import XCTest
@testable import LayoutScript

/// An `EvaluationInterrupt` set from another thread (as the REPL's Ctrl-C does) ends an
/// evaluation that is running, with the diagnostic "evaluation interrupted".
final class InterruptTests: XCTestCase {
  /// Nested loops of 10^10 iterations: hours of work, all within the (raised) limits.
  private let endless = "var n = 0\nfor i in 0..<100000 {\n  for j in 0..<100000 { n = n + 1 }\n}"
  private let unlimited = ScriptLimits(loopIterations: .max, evaluationSteps: .max)

  func testAnInterruptFromAnotherThreadEndsTheEvaluation() {
    let interrupt = EvaluationInterrupt()
    let finished = DispatchSemaphore(value: 0)
    let outcome = Outcome()
    let source = endless, limits = unlimited
    Thread.detachNewThread {
      do throws(ScriptFailure) {
        _ = try ScriptEvaluator.evaluate(source: source, path: "loop.ql", limits: limits, interrupt: interrupt)
        outcome.set("finished")
      } catch {
        outcome.set(error.diagnostics.map(\.message).joined(separator: "; "))
      }
      finished.signal()
    }
    Thread.sleep(forTimeInterval: 0.2)
    XCTAssertEqual(outcome.get(), nil, "still running")
    interrupt.interrupt()
    XCTAssertEqual(finished.wait(timeout: .now() + 10), .success)
    XCTAssertEqual(outcome.get(), "evaluation interrupted")
  }

  func testAnInterruptSetBeforehandStopsAtTheFirstStatement() {
    let interrupt = EvaluationInterrupt()
    interrupt.interrupt()
    XCTAssertTrue(interrupt.isInterrupted)
    XCTAssertThrowsError(try ScriptEvaluator.evaluate(source: endless, path: "loop.ql", limits: unlimited, interrupt: interrupt)) { error in
      XCTAssertEqual((error as! ScriptFailure).rendered(), """
        loop.ql:1:5: error: evaluation interrupted
           1 | var n = 0
             |     ^
        hint: the evaluation was stopped before it finished
        """)
    }
    interrupt.reset()
    XCTAssertFalse(interrupt.isInterrupted)
    XCTAssertNoThrow(try ScriptEvaluator.evaluate(source: "let x = 1\n_ = x", path: "ok.ql", interrupt: interrupt))
  }
}

/// A value shared between the test and the evaluating thread.
private final class Outcome: @unchecked Sendable {
  private let lock = NSLock()
  private var value: String?

  func set(_ text: String) { lock.withLock { value = text } }
  func get() -> String? { lock.withLock { value } }
}
