import XCTest
@testable import QuickLayoutEngine
import LayoutCore

/// Exact frames and measurement counts, as QuickLayout's own engine computed them, for the
/// tricky parts of the algorithm.
final class LayoutConformanceTests: XCTestCase {
  static let cases: [LayoutCase] = [
    LayoutCase(
      name: "a partial child wider than its share is measured twice",
      canvas: Canvas(width: 320, height: 480),
      body: hStack(spacing: 8, label(0, "Vestibulum sit amet magna erat. Nullam sed mi snatch sit amet", lines: 0),
                   label(1, "Short text here", lines: 0)),
      size: Size(width: 304, height: 60),
      frames: [0: [8, 210, 176, 60], 1: [192, 230, 120, 20]],
      measurements: [0: 2, 1: 1]),
    LayoutCase(
      name: "no spacing next to spacers",
      canvas: Canvas(width: 300, height: 300, mode: .fit),
      body: hStack(spacing: 10, plain(0).frame(40, 40), plain(1).frame(40, 40), .spacer(length: 10),
                   plain(2).frame(40, 40), .spacer(length: 10), plain(3).frame(40, 40)),
      size: Size(width: 190, height: 40),
      frames: [0: [0, 0, 40, 40], 1: [50, 0, 40, 40], 2: [100, 0, 40, 40], 3: [150, 0, 40, 40]],
      measurements: [0: 0, 1: 0, 2: 0, 3: 0]),
    LayoutCase(
      name: "labels round up to the pixel grid at scale 3",
      canvas: Canvas(width: 120, height: .infinity, mode: .fit, scale: 3),
      body: vStack(alignment: .leading, label(0, "Odd size", font: 13), label(1, "Another odd label", font: 13),
                   label(2, "Wraps onto a few lines for sure", lines: 0, font: 13)),
      size: Size(width: 110.666667, height: 65.333333),
      frames: [0: [0, 0, 52, 16.333333], 1: [0, 16.333333, 110.666667, 16.333333], 2: [0, 32.666667, 104, 32.666667]],
      measurements: [0: 2, 1: 2, 2: 2]),
    LayoutCase(
      name: "three fully flexible views share 100 points at scale 3",
      canvas: Canvas(width: 100, height: 10, scale: 3),
      body: hStack(plain(0), plain(1), plain(2)),
      size: Size(width: 100, height: 10),
      frames: [0: [0, 0, 33.333333, 10], 1: [33.333333, 0, 33.333333, 10], 2: [66.666667, 0, 33.333333, 10]],
      measurements: [0: 0, 1: 0, 2: 0]),
    LayoutCase(
      name: "right to left reverses an HStack",
      canvas: Canvas(width: 300, height: 300, mode: .fit, direction: .rightToLeft),
      body: hStack(plain(0).frame(100, 100), plain(1).frame(80, 80), plain(2).frame(40, 40)),
      size: Size(width: 220, height: 100),
      frames: [0: [120, 0, 100, 100], 1: [40, 10, 80, 80], 2: [0, 30, 40, 40]],
      measurements: [0: 0, 1: 0, 2: 0]),
    LayoutCase(
      name: "idealLayout gives the children the widest one's width",
      canvas: Canvas(width: 300, height: 50, mode: .fit),
      body: .stack(Stack(axis: .vertical, alignment: HorizontalAlignment.center.id, children: [
        .resizable(LeafView(id: 0, kind: .label(text: "Lorem ipsum dolor", lines: 1, font: 16)), horizontal: true, vertical: false),
        .spacer(length: 8),
        .resizable(LeafView(id: 1, kind: .label(text: "ipsum", lines: 1, font: 16)), horizontal: true, vertical: false),
      ], idealLayout: true)),
      size: Size(width: 136, height: 48),
      frames: [0: [0, 0, 136, 20], 1: [0, 28, 136, 20]],
      measurements: [0: 4, 1: 4]),
    LayoutCase(
      name: "a flow wraps when the next item does not fit",
      canvas: Canvas(width: 109, height: 150, mode: .fit),
      body: .flow(Flow(axis: .horizontal, itemAlignment: VerticalAlignment.center.id, lineAlignment: HorizontalAlignment.center.id,
                       itemSpacing: 10, children: [plain(0).frame(50, 50), plain(1).frame(50, 50), plain(2).frame(50, 50)])),
      size: Size(width: 50, height: 150),
      frames: [0: [0, 0, 50, 50], 1: [0, 50, 50, 50], 2: [0, 100, 50, 50]],
      measurements: [0: 0, 1: 0, 2: 0]),
    LayoutCase(
      name: "a grid of fixed cells with spacing",
      canvas: Canvas(width: 300, height: 300, mode: .fit),
      body: .grid(Grid(horizontalSpacing: 10, verticalSpacing: 10, rows: [
        GridRow(children: [plain(0).frame(50, 50), plain(1).frame(50, 50), plain(2).frame(50, 50)]),
        GridRow(children: [plain(3).frame(50, 50), plain(4).frame(50, 50), plain(5).frame(50, 50)]),
      ])),
      size: Size(width: 170, height: 110),
      frames: [0: [0, 0, 50, 50], 1: [60, 0, 50, 50], 2: [120, 0, 50, 50], 3: [0, 60, 50, 50], 4: [60, 60, 50, 50], 5: [120, 60, 50, 50]],
      measurements: [0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0]),
    LayoutCase(
      name: "a guide sees its own dimensions and passes up through padding",
      canvas: Canvas(width: 300, height: 500),
      body: vStack(alignment: .leading,
                   vStack(alignment: .leading, label(0, "Right", font: 17)),
                   vStack(alignment: .leading, Element.modified(
                     .modified(label(1, "Left", font: 17), .alignmentGuide(HorizontalAlignment.leading.id, { $0.width })),
                     .padding(EdgeInsets(left: 20, right: 20), followsDirection: true))))
        .padding(16),
      size: Size(width: 128.5, height: 75),
      frames: [0: [156, 228.5, 42.5, 21.5], 1: [122, 250, 34, 21.5]],
      measurements: [0: 1, 1: 1]),
    LayoutCase(
      name: "a zero-sized EmptyLayout keeps one spacing, fully flexible views share the rest",
      canvas: Canvas(width: 300, height: 300, mode: .fit),
      body: hStack(spacing: 30, plain(0).frame(nil, 40), .empty, plain(1).frame(nil, 40), plain(2).frame(nil, 40)),
      size: Size(width: 300, height: 40),
      frames: [0: [0, 0, 80, 40], 1: [110, 0, 80, 40], 2: [220, 0, 80, 40]],
      measurements: [0: 0, 1: 0, 2: 0]),
    LayoutCase(
      name: "a fully flexible leaf under an infinite proposal is 10 points",
      canvas: Canvas(width: .infinity, height: .infinity, mode: .fit),
      body: hStack(.leaf(LeafView(id: 0, kind: .horizontallyExpandable(height: 34))), .leaf(LeafView(id: 1, kind: .horizontallyExpandable(height: 34)))),
      size: Size(width: 20, height: 34),
      frames: [0: [0, 0, 10, 34], 1: [10, 0, 10, 34]],
      measurements: [0: 2, 1: 2]),
    LayoutCase(
      name: "a flexible frame with an infinite maximum takes the proposal",
      canvas: Canvas(width: 300, height: 100),
      body: .modified(label(0, "Hi"), .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading))),
      size: Size(width: 300, height: 20),
      frames: [0: [0, 40, 16, 20]],
      measurements: [0: 1]),
    LayoutCase(
      name: "a higher priority label is measured first and takes what it needs",
      canvas: Canvas(width: 320, height: 480, mode: .fit),
      body: hStack(alignment: .top, label(0, "Vestibulum sit amet magna erat. Nullam sed mi snatch sit amet", lines: 0), .spacer(length: 8),
                   .modified(label(1, "Vestibulum sit amet magna erat. Nullam sed mi snatch sit amet", lines: 0), .layoutPriority(1))),
      size: Size(width: 320, height: 480),
      frames: [0: [0, 0, 8, 480], 1: [16, 0, 304, 40]],
      measurements: [0: 2, 1: 2]),
    LayoutCase(
      name: "EdgeInsets follow the layout direction, UIEdgeInsets do not",
      canvas: Canvas(width: 300, height: 100, mode: .fit, direction: .rightToLeft),
      body: hStack(.modified(.leaf(LeafView(id: 0, kind: .sizedView(Size(width: 20, height: 20)))), .padding(EdgeInsets(left: 30, right: 5), followsDirection: true)),
                   .modified(.leaf(LeafView(id: 1, kind: .sizedView(Size(width: 20, height: 20)))), .padding(EdgeInsets(left: 30, right: 5), followsDirection: false))),
      size: Size(width: 110, height: 20),
      frames: [0: [60, 0, 20, 20], 1: [30, 0, 20, 20]],
      measurements: [0: 2, 1: 2]),
    LayoutCase(
      name: "a background is proposed its target's size",
      canvas: Canvas(width: 300, height: 100, mode: .fit),
      body: .modified(label(0, "New").padding(4), .layer(plain(1), .background, .center)),
      size: Size(width: 32, height: 28),
      frames: [0: [4, 4, 24, 20], 1: [0, 0, 32, 28]],
      measurements: [0: 2, 1: 0]),
    LayoutCase(
      name: "ZStack aligns on the largest child",
      canvas: Canvas(width: 200, height: 200, mode: .fit),
      body: .zStack(children: [plain(0), plain(1).frame(100, 100), plain(2).frame(50, 50)], alignment: .bottomLeading),
      size: Size(width: 200, height: 200),
      frames: [0: [0, 0, 200, 200], 1: [0, 100, 100, 100], 2: [0, 150, 50, 50]],
      measurements: [0: 0, 1: 0, 2: 0]),
  ]

  func testCasesMatchQuickLayout() {
    for testCase in Self.cases {
      let viewCount = (testCase.frames.keys.max() ?? 0) + 1
      let result = QuickLayout.layout(testCase.body, in: testCase.canvas, viewCount: viewCount)
      XCTAssertEqual(result.size.width, testCase.size.width, accuracy: 0.001, testCase.name)
      XCTAssertEqual(result.size.height, testCase.size.height, accuracy: 0.001, testCase.name)
      for (id, expected) in testCase.frames {
        guard let frame = result.frames[id] else { XCTFail("\(testCase.name): view \(id) not placed"); continue }
        let actual = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        for (got, want) in zip(actual, expected) {
          XCTAssertEqual(got, want, accuracy: 0.001, "\(testCase.name): view \(id) frame \(actual) != \(expected)")
        }
      }
      for (id, count) in testCase.measurements {
        XCTAssertEqual(result.log.measurements[id], count, "\(testCase.name): view \(id) measurements")
      }
    }
  }
}
