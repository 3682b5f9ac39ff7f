import Foundation
import XCTest
@testable import LayoutSession

/// `:explain` says why each proposal was made as the README explains it (issue 20, point 8): a
/// label in a VStack that an HStack measures twice is pre-measured by the VStack within the
/// HStack's pre-measure and then within its re-measure; a child alone in its priority group of a
/// two-child stack is not called a "single child".
final class ExplainReasonsTests: XCTestCase {
  func testAProposalNamesTheStepOfTheContainerThatMadeIt() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("workspace/list-cell.ql").path
    let session = try Session.open(path, options: SessionOptions())
    _ = session.start()
    let lines = session.handle(":explain title").text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    XCTAssertEqual(lines.filter { $0.first?.isNumber == true }, [
      "1. proposed 295×inf     → 48×20     measured  pre-measure, within its container's pre-measure",
      "2. proposed 223×inf     → 48×20     measured  pre-measure, within its container's re-measure (double measurement)",
      "3. proposed 295×60      → 48×20     measured  pre-measure, within its container's pre-measure",
      "4. proposed 223×60      → 48×20     measured  pre-measure, within its container's re-measure (double measurement)",
    ])
  }

  func testAChildAloneInItsPriorityGroupIsNotASingleChild() throws {
    let fixture = try SessionFixture("""
      canvas(width: 200, height: 100)
      let a = UILabel(text: "A")
      let b = UILabel(text: "B")
      var body: Layout { VStack { a.layoutPriority(1); b } }

      """)
    let text = fixture.session.handle(":explain a").text
    XCTAssertTrue(text.contains("alone in its priority group"), text)
    XCTAssertFalse(text.contains("single child"), text)
  }
}
