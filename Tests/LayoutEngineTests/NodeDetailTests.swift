import XCTest
@testable import LayoutEngine

/// A run that records node details for the tree render: same frames, and every element's
/// proposal, flexibility, priority and summary.
final class NodeDetailTests: XCTestCase {
  func testRecordingDetailsChangesNoFrameAndNoCount() {
    for testCase in LayoutConformanceTests.cases {
      let viewCount = (testCase.frames.keys.max() ?? 0) + 1
      let plain = testCase.body.layout(in: testCase.canvas, viewCount: viewCount)
      let detailed = testCase.body.layout(in: testCase.canvas, viewCount: viewCount, recordingDetails: true)
      XCTAssertEqual(plain.frames, detailed.frames, testCase.name)
      XCTAssertEqual(plain.log.measurements, detailed.log.measurements, testCase.name)
      XCTAssertEqual(plain.size, detailed.size, testCase.name)
      XCTAssertNil(plain.root.detail, testCase.name)
      XCTAssertNotNil(detailed.root.detail, testCase.name)
    }
  }

  func testDetailsSayWhatEachElementWasProposedAndHowItReacts() throws {
    let body = hStack(spacing: 8, image(0, 40, 40), .modified(label(1, "Title"), .layoutPriority(2)), .spacer(length: nil))
      .padding(16)
    let result = body.layout(in: Canvas(width: 300, height: 100), viewCount: 2, recordingDetails: true)
    let padding = try XCTUnwrap(result.root.detail)
    XCTAssertEqual(padding.summary, "padding(top: 16, leading: 16, bottom: 16, trailing: 16)")
    XCTAssertEqual(padding.proposal, Size(width: 300, height: 100))
    XCTAssertEqual([padding.horizontal, padding.vertical], [.fullyFlexible, .partial])
    let stack = try XCTUnwrap(result.root.children.first?.node)
    XCTAssertEqual(stack.detail?.summary, "HStack(alignment: .center, spacing: 8)")
    XCTAssertEqual(stack.detail?.proposal, Size(width: 268, height: 68))
    let children = stack.children.map(\.node)
    XCTAssertEqual(children[0].detail?.summary, "fixed 40×40")
    XCTAssertEqual([children[0].detail?.horizontal, children[0].detail?.vertical], [.fixedSize, .fixedSize])
    // layoutPriority makes no node: its detail comes first, the label's is inner.
    let chain = try XCTUnwrap(children[1].detail?.chain)
    XCTAssertEqual(chain.map(\.summary), ["layoutPriority(2)", #"UILabel(text: "Title", lines: 1, font: 16)"#])
    XCTAssertEqual(chain.map(\.priority), [2, 0])
    XCTAssertEqual(children[2].detail?.summary, "Spacer()")
    XCTAssertEqual(children[2].detail?.priority, -.infinity)
  }

  /// Element summaries read as the script that made them.
  static let summaries: [(Element, String)] = [
    (vStack(alignment: .leading, spacing: 4, ideal: true), "VStack(alignment: .leading, spacing: 4, idealLayout)"),
    (.zStack(children: [], alignment: .bottomTrailing), "ZStack(alignment: .bottomTrailing)"),
    (.spacer(length: 12), "Spacer(12)"),
    (.empty, "EmptyLayout()"),
    (plain(0).frame(40, nil, .topLeading), "frame(width: 40, height: nil, alignment: .topLeading)"),
    (.modified(plain(0), .fixedSize(horizontal: true, vertical: false)), "fixedSize(.horizontal)"),
    (.modified(plain(0), .offset(x: 4, y: -2)), "offset(x: 4, y: -2)"),
    (.modified(plain(0), .aspectRatio(1.5, .fill)), "aspectRatio(1.5, contentMode: .fill)"),
    (.modified(plain(0), .flexibleFrame(FlexibleFrame(maxWidth: .infinity))),
     "frame(minWidth: nil, maxWidth: inf, minHeight: nil, maxHeight: nil, alignment: .center)"),
    (.modified(plain(0), .padding(EdgeInsets(left: 8), followsDirection: false)), "padding(top: 0, left: 8, bottom: 0, right: 0)"),
    (.modified(plain(0), .layoutDirection(.rightToLeft)), "layoutDirection(.rightToLeft)"),
  ]

  func testSummaries() {
    for (element, expected) in Self.summaries {
      XCTAssertEqual(element.summary, expected)
    }
  }
}
