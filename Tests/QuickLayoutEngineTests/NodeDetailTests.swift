import XCTest
@testable import QuickLayoutEngine
import LayoutCore

/// A run that records node details for the tree render: same frames, and every element's
/// proposal, flexibility, priority and summary.
final class NodeDetailTests: XCTestCase {
  func testRecordingDetailsChangesNoFrameAndNoCount() {
    for testCase in LayoutConformanceTests.cases {
      let viewCount = (testCase.frames.keys.max() ?? 0) + 1
      let plain = QuickLayout.layout(testCase.body, in: testCase.canvas, viewCount: viewCount)
      let detailed = QuickLayout.layout(testCase.body, in: testCase.canvas, viewCount: viewCount, recordingDetails: true)
      XCTAssertEqual(plain.frames, detailed.frames, testCase.name)
      XCTAssertEqual(plain.log.measurements, detailed.log.measurements, testCase.name)
      XCTAssertEqual(plain.size, detailed.size, testCase.name)
      XCTAssertEqual(plain.tree.nodes.map(\.frame), detailed.tree.nodes.map(\.frame), testCase.name)
      XCTAssertTrue(plain.tree.nodes.allSatisfy { $0.detail == nil }, testCase.name)
      XCTAssertTrue(detailed.tree.nodes.allSatisfy { $0.detail != nil || $0.kind == .flowLine }, testCase.name)
    }
  }

  func testDetailsSayWhatEachElementWasProposedAndHowItReacts() throws {
    let body = hStack(spacing: 8, image(0, 40, 40), .modified(label(1, "Title"), .layoutPriority(2)), .spacer(length: nil))
      .padding(16)
    let result = QuickLayout.layout(body, in: Canvas(width: 300, height: 100), viewCount: 2, recordingDetails: true)
    let tree = result.tree
    let padding = try XCTUnwrap(tree.nodes[0].detail)
    XCTAssertEqual(padding.path, [])
    XCTAssertEqual(padding.proposal, Size(width: 300, height: 100))
    XCTAssertEqual([padding.horizontal, padding.vertical], [.fullyFlexible, .partial])
    let stackIndex = try XCTUnwrap(tree.children(of: 0).first { _ in true })
    let stack = try XCTUnwrap(tree.nodes[stackIndex].detail)
    XCTAssertEqual(stack.path, [0])
    XCTAssertEqual(stack.proposal, Size(width: 268, height: 68))
    let children = tree.children(of: stackIndex).map { tree.nodes[$0].detail }
    XCTAssertEqual(children.map { $0?.path }, [[0, 0], [0, 1], [0, 2]])
    XCTAssertEqual([children[0]?.horizontal, children[0]?.vertical], [.fixedSize, .fixedSize])
    // layoutPriority makes no node: its detail comes first, the label's is inner.
    let chain = try XCTUnwrap(children[1]?.chain)
    XCTAssertEqual(chain.map(\.path), [[0, 1], [0, 1, 0]])
    XCTAssertEqual(chain.map(\.priority), [2, 0])
    XCTAssertEqual(children[2]?.priority, -.infinity)
    // Each detail's path leads back to its element.
    for detail in chain + [padding, stack] {
      XCTAssertNotNil(body.element(at: detail.path))
    }
  }
}
