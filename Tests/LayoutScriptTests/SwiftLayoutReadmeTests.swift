import Foundation
import LayoutCore
import LayoutPipeline
import XCTest
@testable import LayoutScript

/// Every Swift code block of SwiftLayout's README (ioskrew/SwiftLayout 4.x–5.x), written out in
/// `Fixtures/SwiftLayoutReadme` as a user pastes it, either lays out to the frames pinned here or
/// stops on the one diagnostic that says what is not modelled. The frames of `01-logo`,
/// `09-together-chained` and `16-animations` were worked out by hand from their constraints.
final class SwiftLayoutReadmeTests: XCTestCase {
  private enum Expected {
    /// Lays out; each named view's frame `[x, y, width, height]`, and a diagnostic containing
    /// the text (a note or warning worth pinning), when given.
    case frames([String: [Double]], diagnostic: String? = nil)
    /// Lays out with an ambiguity warning whose text starts so (the README's snippet leaves
    /// those views undetermined, so no frame is pinned).
    case ambiguous(String)
    /// Evaluation fails, or evaluates to nothing to lay out; some diagnostic, rendered as
    /// `FILE:LINE:COLUMN: SEVERITY: MESSAGE`, contains the text.
    case stops(String)
  }

  private let samples: [(file: String, expected: Expected)] = [
    ("01-logo.ql", .frames([
      "leftParenthesis": [16, 285.5, 24, 96], "viewLogo": [60, 263.5, 200, 200], "plus": [112.5, 288.5, 150, 150],
      "constraintLogo": [135, 288.5, 200, 150], "rightParenthesis": [335, 285.5, 24, 96], "self": [0, 0, 375, 667],
    ], diagnostic: "19:42: note: SwiftLayout 5 spells this `.identifying(\"…\").anchors { … }`")),
    ("02-layout-builder.ql", .ambiguous("8:20: warning: the layout is ambiguous: subview (horizontal), subview (vertical), "
      + "subsubview (horizontal), subsubview (vertical), subsub2view (horizontal), subsub2view (vertical)")),
    ("03-layout-builder-uikit.ql", .stops("8:6: note: 'addSubview(…)' is a UIKit call and is ignored")),
    ("04-anchors-attributes.ql", .stops("2:1: error: an `Anchors` statement only makes constraints inside a view's anchors block")),
    ("05-anchors-equal-to.ql", .ambiguous("6:1: warning: the layout is ambiguous: selfview (horizontal), selfview (vertical)")),
    ("06-anchors-omitted-relation.ql", .ambiguous("6:1: warning: the layout is ambiguous: selfview (horizontal) ")),
    ("07-anchors-multiplier.ql", .stops("2:1: error: an `Anchors` statement only makes constraints inside a view's anchors block")),
    ("08-anchors-self-size.ql", .ambiguous("6:1: warning: the layout is ambiguous: selfview (horizontal), selfview (vertical)")),
    ("09-together-chained.ql", .frames(["superview": [0, 0, 375, 667], "selfview": [0, 0, 375, 667], "subview": [0, 0, 375, 667]])),
    ("10-together-separated.ql", .frames(["superview": [0, 0, 375, 667], "selfview": [0, 0, 375, 667], "subview": [0, 0, 375, 667]])),
    ("11-final-active.ql", .ambiguous("6:21: warning: the layout is ambiguous: selfview (horizontal), selfview (vertical)")),
    ("12-active-update.ql", .ambiguous("7:21: warning: the layout is ambiguous: selfview (horizontal), selfview (vertical)")),
    ("13-layoutable.ql", .frames(["self": [0, 0, 375, 667]], diagnostic: "7:7: note: '...' stands for code left out of a snippet")),
    ("14-layout-property-did-set.ql", .ambiguous("13:5: warning: the layout is ambiguous: firstNameLabel (horizontal)")),
    ("15-layout-property.ql", .ambiguous("9:5: warning: the layout is ambiguous: firstNameLabel (horizontal)")),
    ("16-animations.ql", .frames([
      "capButton": [0, 0, 375, 333.5], "shoeButton": [0, 333.5, 375, 333.5], "titleLabel": [151.5, 156.75, 72, 20],
      "title.bottom": [139.5, 490.25, 96, 20], "self": [0, 0, 375, 667],
    ], diagnostic: "35:16: note: 'UIView.transition' animates, and animation is not modelled")),
    ("17-on-activate.ql", .frames(["contentView": [0, 0, 375, 667], "nameLabel": [0, 0, 375, 667]],
                                  diagnostic: "6:1: note: the file declares no `var layout: some Layout { … }`")),
    ("18-identifying.ql", .ambiguous("7:1: warning: the layout is ambiguous: nameLabel (vertical), ageLabel (vertical)")),
    // Issue 21: the UIKit view shown in SwiftUI is a box named for its type, said so.
    ("19-swiftui.ql", .frames(["ViewUIView#1": [147.5, 311.5, 80, 44]],
                              diagnostic: "22:21: note: SwiftLayout's `.sl.swiftUI` shows a UIKit view in SwiftUI: drawn as a box named 'ViewUIView'; "
                                + "lay the view out on its own (its `var layout` in a file of its own is an anchors script)")),
    ("20-layout-printer.ql", .ambiguous("7:5: warning: the layout is ambiguous: child (vertical), friend (vertical)")),
    ("21-view-printer-uikit.ql", .stops("4:13: note: 'addSubview(…)' is a UIKit call and is ignored")),
    ("22-view-printer-output.ql", .stops("3:1: error: an address is not part of a script")),
    ("23-view-printer-tags.ql", .stops("7:16: note: 3 properties without a value take a placeholder")),
    ("24-view-printer-tags-output.ql", .stops("2:1: error: 'SomeView { … }' is not SwiftLayout code today")),
  ]

  private var folder: URL { Bundle.module.resourceURL!.appendingPathComponent("Fixtures/SwiftLayoutReadme") }

  func testTheTableCoversEveryReadmeFixture() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".ql") }.sorted()
    XCTAssertEqual(files, samples.map(\.file))
  }

  func testEveryReadmeSnippetRendersOrSaysWhatIsNotModelled() throws {
    for sample in samples {
      let source = try String(contentsOf: folder.appendingPathComponent(sample.file), encoding: .utf8)
      let script: EvaluatedScript
      do {
        script = try ScriptEvaluator.evaluate(source: source, path: sample.file)
      } catch let failure as ScriptFailure {
        guard case .stops(let text) = sample.expected else { XCTFail("\(sample.file):\n\(failure.rendered())"); continue }
        XCTAssert(failure.diagnostics.map(line).contains { $0.hasPrefix("\(sample.file):\(text)") }, "\(sample.file):\n\(failure.rendered())")
        continue
      }
      check(sample.file, script, Pipeline.layout(script), sample.expected)
    }
  }

  private func check(_ file: String, _ script: EvaluatedScript, _ laidOut: LaidOutScript, _ expected: Expected) {
    let lines = laidOut.warnings.map(line), result = laidOut.result
    let says = { (text: String) in lines.contains { $0.hasPrefix("\(file):\(text)") } }
    switch expected {
    case .stops(let text):
      XCTAssertNil(result, file)
      XCTAssert(says(text), "\(file): \(lines)")
    case .ambiguous(let text):
      XCTAssertNotNil(result, file)
      XCTAssert(says(text), "\(file): \(lines)")
    case .frames(let frames, let diagnostic):
      guard let result else { return XCTFail("\(file) lays nothing out: \(lines)") }
      XCTAssertEqual(laidOut.constraints?.ambiguous ?? [], [], file)
      XCTAssertEqual(laidOut.constraints?.unsatisfiable ?? [], [], file)
      if let diagnostic { XCTAssert(says(diagnostic), "\(file): \(lines)") }
      var placed: [String: [Double]] = [:]
      for (id, frame) in result.frames.enumerated() {
        guard let frame else { continue }
        placed[script.views[id].name] = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
      }
      XCTAssertEqual(placed, frames, file)
    }
  }

  private func line(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message)"
  }
}
