import LayoutCore
import XCTest
@testable import LayoutRender

/// Exact ASCII pictures: boxes at frames, names, label text, z-order, tiny frames, wide
/// characters, overlays and highlights.
final class LayoutPictureTests: XCTestCase {
  static let fourByEight = CellScale(pointsPerColumn: 4, pointsPerRow: 8)

  struct PictureCase {
    let name: String
    let source: String
    var options = PictureOptions(scale: LayoutPictureTests.fourByEight)
    var highlighted: Set<Int> = []
    let picture: [String]
  }

  static let cases: [PictureCase] = [
    PictureCase(
      name: "later views draw over earlier ones; a 0×0 view is one cell, its key (NameKeys)",
      source: """
        canvas(width: 120, height: 48)
        let back = UIView()
        let title = UILabel(text: "On top")
        let dot = UIView(width: 0, height: 0)
        var body: Layout {
          ZStack(alignment: .topLeading) {
            back
            title.padding(8)
            dot.offset(x: 100, y: 40)
          }
        }
        """,
      picture: [
        "╔══════════════════════════════╗",
        "║┌back────────────────────────┐║",
        "║│ ┌title─────┐               │║",
        "║│ │On top    │               │║",
        "║│ └──────────┘               │║",
        "║│                            │║",
        "║└────────────────────────1───┘║",
        "╚══════════════════════════════╝",
      ]),
    PictureCase(
      name: "wide characters and tabs in a wrapped label keep the grid; padding shaded",
      source: """
        canvas(width: 120, height: 60)
        let wide = UILabel(text: "日本 café\\tok 😀 wraps here", lines: 0)
        var body: Layout { wide.padding(4) }
        """,
      options: PictureOptions(scale: fourByEight, shading: true),
      picture: [
        "╔══════════════════════════════╗",
        "║                              ║",
        "║  ░┌wide──────────────────┐░  ║",
        "║  ░│日本 café ok 😀       │░  ║",
        "║  ░│wraps here            │░  ║",
        "║  ░│                      │░  ║",
        "║  ░└──────────────────────┘░  ║",
        "║  ░░░░░░░░░░░░░░░░░░░░░░░░░░  ║",
        "║                              ║",
        "╚══════════════════════════════╝",
      ]),
    PictureCase(
      name: "a label two rows high shows its text on its bottom edge; containers named where free",
      source: """
        canvas(width: 160, height: 40, mode: .fit)
        let a = UILabel(text: "Short")
        let b = UIImageView(width: 24, height: 24)
        var body: Layout {
          HStack(spacing: 16) {
            a
            VStack { b }
          }
        }
        """,
      options: PictureOptions(scale: fourByEight, containers: true),
      picture: [
        "╔════════════════════╗",
        "║┌a───────┐┄┄┄┄┌b───┐║",
        "║│Short   │    │    │║",
        "║└────────┘┄┄┄┄└────┘║",
        "╚════════════════════╝",
      ]),
    PictureCase(
      name: "a changed view is heavy; a name too long for its box is a key, listed under the picture",
      source: """
        canvas(width: 64, height: 24, mode: .fit)
        let first = UIView(width: 32, height: 24)
        let secondWithALongName = UIView(width: 32, height: 24)
        var body: Layout { HStack { first; secondWithALongName } }
        """,
      highlighted: [1],
      picture: [
        "╔════════════════╗",
        "║┌first─┐┏1━━━━━┓║",
        "║│      │┃      ┃║",
        "║└──────┘┗━━━━━━┛║",
        "╚════════════════╝",
      ]),
    PictureCase(
      name: "shading marks the spacing between stacked views",
      source: """
        canvas(width: 80, height: 16, mode: .fit)
        let left = UIView(width: 24, height: 16)
        let right = UIView(width: 24, height: 16)
        var body: Layout { HStack(spacing: 32) { left; right } }
        """,
      options: PictureOptions(scale: fourByEight, shading: true),
      picture: [
        "╔════════════════════╗",
        "║┌left┐▒▒▒▒▒▒▒▒┌1───┐║",
        "║└────┘▒▒▒▒▒▒▒▒└────┘║",
        "╚════════════════════╝",
      ]),
  ]

  func testPictures() throws {
    try Self.check(Self.cases)
  }

  /// Draws every case's script and compares the picture's lines.
  static func check(_ cases: [PictureCase], file: StaticString = #filePath, line: UInt = #line) throws {
    for testCase in cases {
      let layout = try TestLayout(testCase.source)
      let picture = LayoutPicture(script: layout.script, result: layout.result, options: testCase.options,
                                  highlighted: testCase.highlighted).draw()
      XCTAssertEqual(picture.lines, testCase.picture, "\(testCase.name):\n" + picture.lines.joined(separator: "\n"), file: file, line: line)
    }
  }

  /// Found by qlfuzz: padding of -1e308 gives frames near -1e308 and a body of -inf; shading
  /// such frames once looped over millions of cells. Every overlay now visits only the canvas.
  func testAbsurdFramesDrawOnASmallCanvas() throws {
    let layout = try TestLayout("""
      canvas(width: 100, height: .infinity, mode: .fit)
      let v = UILabel(text: "x")
      var body: Layout { HStack(spacing: 8) { v; Spacer() }.padding(16 - 1e308) }
      """)
    let options = PictureOptions(columns: 40, containers: true, shading: true, rulers: true)
    let picture = LayoutPicture(script: layout.script, result: layout.result, options: options).draw()
    XCTAssertLessThan(picture.lines.count, 100)
    XCTAssertTrue(picture.lines.contains { $0.contains("█") || $0.contains("1") }, "the view is still a filled cell, or its key")
  }

  /// Found by qlfuzz: views 1e308 tall stacked put the third at y = inf, whose box's two
  /// infinite edges spanned NaN cells and trapped; such a box is now one cell.
  func testAFrameAtInfinityDrawsWithoutATrap() throws {
    let layout = try TestLayout("""
      VStack(alignment: .leading, spacing: 12) {
        ForEach(contacts) { contact in
          HStack {
            Image(systemName: "person.crop.circle").font(.headline).expand(by: CGSize(width: -5, height: 1e308))
          }
        }
      }
      .padding()
      """)
    XCTAssertTrue(layout.result.frames.contains { $0?.minY == .infinity }, "the case still reaches a frame at infinity")
    let picture = LayoutPicture(script: layout.script, result: layout.result, options: PictureOptions(columns: 40)).draw()
    XCTAssertLessThan(picture.lines.count, 200)
  }

  func testTheScaleFitsTheColumnsGiven() throws {
    let layout = try TestLayout("canvas(width: 375, height: 100)\nvar body: Layout { UIView() }")
    let narrow = LayoutPicture(script: layout.script, result: layout.result, options: PictureOptions(columns: 60)).draw()
    XCTAssertEqual(narrow.scale, CellScale(pointsPerColumn: 8, pointsPerRow: 16))
    XCTAssertLessThanOrEqual(narrow.lines.map { DisplayWidth.of($0) }.max() ?? 0, 60)
    let wide = LayoutPicture(script: layout.script, result: layout.result, options: PictureOptions(columns: 100)).draw()
    XCTAssertEqual(wide.scale, CellScale(pointsPerColumn: 4, pointsPerRow: 8))
    XCTAssertEqual(wide.lines.map { DisplayWidth.of($0) }.max(), 96)
  }

  func testRulersGiveXAlongTheTopAndYDownTheLeft() throws {
    let layout = try TestLayout("canvas(width: 80, height: 40)\nvar body: Layout { UIView() }")
    let picture = LayoutPicture(script: layout.script, result: layout.result,
                                options: PictureOptions(scale: Self.fourByEight, rulers: true)).draw()
    XCTAssertEqual(picture.lines, [
      "        0         40        80",
      "        ┬─────────┬─────────┬",
      "      │╔════════════════════╗",
      "    0 ┤║┌UIView#1──────────┐║",
      "      │║│                  │║",
      "      │║│                  │║",
      "      │║│                  │║",
      "   32 ┤║└──────────────────┘║",
      "      │╚════════════════════╝",
    ])
  }
}

/// Names too long for their boxes (issue 20, point 16): the box shows a key and the line under
/// the picture says what each key names; `--compare` draws both pictures with the table's names,
/// one set of keys, and the same rows.
final class NarrowBoxNameTests: XCTestCase {
  func testANarrowBoxShowsAKeyListedUnderThePicture() throws {
    let layout = try TestLayout("""
      canvas(width: 120, height: 24)
      var body: Layout {
        HStack(spacing: 8) {
          UIView(width: 16, height: 16).named("age")
          UIView(width: 16, height: 16).named("a")
          UIView(width: 48, height: 16).named("subtitle")
        }
      }
      """)
    let report = AsciiReport(script: layout.script, result: layout.result, title: "n.ql",
                             options: PictureOptions(scale: LayoutPictureTests.fourByEight))
    let lines = report.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    XCTAssertEqual(Array(lines[1...6]), [
      "╔══════════════════════════════╗",
      "║                              ║",
      "║   ┌1─┐  ┌a─┐  ┌subtitle──┐   ║",
      "║   └──┘  └──┘  └──────────┘   ║",
      "╚══════════════════════════════╝",
      "names on narrow boxes: 1 age",
    ])
  }

  func testCompareNamesBothSidesAlikeWithOneSetOfKeys() throws {
    let source = """
      var body: Layout {
        VStack {
          UILabel(text: "Hello")
          UIButton(title: "Go")
        }
      }
      """
    let quickLayout = try TestLayout(source)
    let swiftUI = try TestLayout(source, semantics: .swiftUI)
    let text = CompareReport(quickLayout: (quickLayout.script, quickLayout.result), swiftUI: (swiftUI.script, swiftUI.result),
                             title: "u.ql", options: PictureOptions(columns: 110)).text
    let lines = text.split(separator: "\n").map(String.init)
    XCTAssertTrue(lines[0].hasSuffix("— drawn: y 288…384 (--whole-canvas for all)"), lines[0])
    XCTAssertEqual(lines.filter { $0.contains("pt not drawn") }.count, 2, "both pictures cut at the same rows:\n\(text)")
    XCTAssertTrue(lines.contains("names on narrow boxes: 1 Text#1 · 2 Button#1"), text)
    XCTAssertFalse(text.contains("UILabel#1") || text.contains("UI…"), "the table's names on both sides:\n\(text)")
  }
}
