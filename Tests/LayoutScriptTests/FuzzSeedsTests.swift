import Foundation
import XCTest
@testable import LayoutScript

/// The seeds issue 9 added to qlfuzz's inputs (`Fixtures/FuzzSeeds`: pasted doc snippets,
/// recursion, huge declarations) each still say what they were written to show, so a fuzz run
/// starts from inputs that reach the code they are about. The step budget is lowered here so
/// the branching recursion ends quickly in a debug build.
final class FuzzSeedsTests: XCTestCase {
  private let expected: [(file: String, outcome: String)] = [
    ("huge-declarations.ql", "1999 notes and warnings"),
    ("long-line.ql", "long-line.ql:2:6010: error: cannot find 'nope' in scope"),
    ("pasted-album-class.ql", "1 notes and warnings"),
    // Issue 21: docs snippets pasted as printed (the pictures of workspace/pasted).
    ("pasted-docs-anchors-fragment.ql", "2 notes and warnings"),
    ("pasted-docs-badge-overlay.ql", "2 notes and warnings"),
    ("pasted-docs-before-after-padding.ql", "2 notes and warnings"),
    ("pasted-docs-custom-alignment-elsewhere.ql", "1 notes and warnings"),
    ("pasted-docs-flow-with-button.ql", "1 notes and warnings"),
    ("pasted-docs-foreach-rows.ql", "2 notes and warnings"),
    ("pasted-docs-geometry-half.ql", "2 notes and warnings"),
    ("pasted-docs-grid-fragment.ql", "1 notes and warnings"),
    ("pasted-docs-hstack-fragment.ql", "1 notes and warnings"),
    ("pasted-docs-lazy-vs-scroll.ql", "2 notes and warnings"),
    ("pasted-docs-safe-area-inset.ql", "2 notes and warnings"),
    ("pasted-docs-settings-list.ql", "1 notes and warnings"),
    ("pasted-elisions.ql", "5 notes and warnings"),
    // The docs' `.padding(.horizontal: 16)` is read as its fix (a warning): the first error is the next slip.
    ("pasted-slips.ql", "pasted-slips.ql:5:10: error: 'HStack' has no argument 'spacng:'"),
    ("pasted-swiftlayout.ql", "1 notes and warnings"),
    // The gesture is layout-neutral, its arguments never evaluated: one note (issue 21).
    ("pasted-swiftui.ql", "1 notes and warnings"),
    // `UIStackView.spacingUseSystem` is read as the system spacing, 8 (it was a note: "'UIStackView' must be called").
    ("pasted-uikit-autolayout.ql", "2 notes and warnings"),
    ("pasted-value-types.ql", "0 notes and warnings"),
    // Issue 22's fuzz: a placeholder type made in nested loops of 1,000 reaches a limit in 3 s of a debug build, not 37 (with this test's budget, the step limit).
    ("placeholder-type-in-loops.ql", "placeholder-type-in-loops.ql:36:1: error: evaluation step limit of 200000 exceeded in this call of 'closure'"),
    ("recursion-branching.ql", "recursion-branching.ql:3:9: error: evaluation step limit of 200000 exceeded in this call of 'f'"),
    // CI's fuzz smoke: the recursion overflowed a debug build's 8 MB stack before its limit (the method call's frame is split now).
    ("recursion-component-closure.ql", "recursion-component-closure.ql:12:24: error: component recursion depth limit of 64 exceeded"),
    ("recursion-components.ql", "0 notes and warnings"),
    // A 10-minute fuzz's slowest input led to it: a LazyView making its own view again overflowed the stack.
    ("recursion-lazy-view.ql", "recursion-lazy-view.ql:10:7: error: component recursion depth limit of 64 exceeded"),
    ("recursion-self-making-default.ql", "recursion-self-making-default.ql:6:14: error: component recursion depth limit of 64 exceeded"),
    ("same-names.ql", "996 notes and warnings"),
    // A 10-minute fuzz's trap: `height. 1e308` read as a tuple's item by a position too large for an Int.
    ("tuple-position-huge.ql", "tuple-position-huge.ql:5:45: error: expected ',' or ')' in the argument list, found '.'"),
  ]

  private var folder: URL { Bundle.module.resourceURL!.appendingPathComponent("Fixtures/FuzzSeeds") }

  func testEverySeedSaysWhatItShows() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".ql") }.sorted()
    XCTAssertEqual(files, expected.map(\.file))
    for (file, outcome) in expected {
      let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      do {
        let script = try ScriptEvaluator.evaluate(source: source, path: file, limits: ScriptLimits(evaluationSteps: 200_000))
        XCTAssertEqual("\(script.warnings.count) notes and warnings", outcome, file)
      } catch {
        // The first error line (a SwiftUI file's report starts with the line that says it is read as SwiftUI).
        XCTAssertEqual(error.rendered().components(separatedBy: "\n").first { $0.contains(": error: ") }, outcome, file)
      }
    }
  }

  /// The deepest recursion of the seeds reaches its limit's diagnostic whatever stack the caller
  /// has: evaluation runs on a deep stack of its own (`DeepStack`). Called from a thread of
  /// 512 KB, it overflowed that stack before (and the main thread's 8 MB at a debug build's
  /// frames by a margin of 1 to 2 MB).
  func testTheDeepestRecursionEndsAtItsLimitOnASmallStack() throws {
    let file = "recursion-component-closure.ql"
    let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    let outcome = FirstError()
    let done = expectation(description: "evaluated")
    let thread = Thread {
      do throws(ScriptFailure) {
        _ = try ScriptEvaluator.evaluate(source: source, path: file)
      } catch {
        outcome.line = error.rendered().components(separatedBy: "\n").first { $0.contains(": error: ") }
      }
      done.fulfill()
    }
    thread.stackSize = 512 << 10
    thread.start()
    wait(for: [done], timeout: 60)
    XCTAssertEqual(outcome.line, "recursion-component-closure.ql:12:24: error: component recursion depth limit of 64 exceeded")
  }
}

/// The first error line an evaluation on another thread gave; the expectation orders the accesses.
private final class FirstError: @unchecked Sendable {
  var line: String?
}
