import LayoutCore
import LayoutPipeline
import LayoutRender
import XCTest

/// A hidden UIKit view is laid out and not drawn (UIView's reference, `isHidden`), nor is any
/// view inside it: the JSON report lists them under `hidden`, not `frames`; the frame table says
/// so in a line; the picture draws no box for them.
final class HiddenViewsReportTests: XCTestCase {
  static let source = """
    let root = UIView()
    let title = UILabel(text: "Title")
    let badge = UIView()
    let count = UILabel(text: "3")
    badge.isHidden = true
    for view in [title, badge] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    count.translatesAutoresizingMaskIntoConstraints = false
    badge.addSubview(count)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      title.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
      badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
      badge.centerYAnchor.constraint(equalTo: title.centerYAnchor),
      count.topAnchor.constraint(equalTo: badge.topAnchor),
      count.leadingAnchor.constraint(equalTo: badge.leadingAnchor),
      badge.trailingAnchor.constraint(equalTo: count.trailingAnchor),
      badge.bottomAnchor.constraint(equalTo: count.bottomAnchor),
    ])
    """

  func testHiddenViewsAreListedApartAndNotDrawn() throws {
    let laidOut = try Pipeline.run(source: Self.source, path: "hidden.ql")
    let result = try XCTUnwrap(laidOut.result)
    let json = JSONReport(script: laidOut.script, result: result, constraints: laidOut.constraints).text(pretty: false)
    // 'Title' is 5 × 8 at (16, 16); the badge 8 after it on its centre line, as large as its label '3' (1 × 8).
    XCTAssertTrue(json.contains(#""frames":{"root":[0,0,375,667],"title":[16,16,40,20]}"#), json)
    XCTAssertTrue(json.contains(#""hidden":{"badge":[64,16,8,20],"count":[64,16,8,20]}"#), json)
    let report = AsciiReport(script: laidOut.script, result: result, title: "hidden.ql", options: PictureOptions(columns: 60)).text
    XCTAssertTrue(report.contains("hidden, laid out and not drawn: badge 8×20, count 8×20"), report)
    XCTAssertEqual(report.components(separatedBy: "count").count, 2, "named only in that line, no box drawn for it:\n\(report)")
  }

  func testNothingHiddenAddsNoKey() throws {
    let laidOut = try Pipeline.run(source: Self.source.replacingOccurrences(of: "badge.isHidden = true", with: ""), path: "shown.ql")
    let json = JSONReport(script: laidOut.script, result: try XCTUnwrap(laidOut.result)).text(pretty: false)
    XCTAssertFalse(json.contains(#""hidden""#), json)
    XCTAssertTrue(json.contains(#""count":[64,16,8,20]"#), json)
  }
}
