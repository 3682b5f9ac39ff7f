import LayoutCore
import LayoutPipeline
import LayoutScript
import XCTest

/// Issue 10's samples as a SwiftUI developer pastes them (Apple's documentation's own where it
/// has one), each with every frame that the README's rules give, worked out by hand.
final class SwiftUIDocSamplesTests: XCTestCase {
  /// `gridCellUnsizedAxes(_:)`'s documentation, pasted: a Divider between two rows.
  private static let dividedGrid = """
    Grid {
        GridRow {
            Text("Hello")
            Image(systemName: "globe")
        }
        Divider()
            .gridCellUnsizedAxes(.horizontal)
        GridRow {
            Image(systemName: "hand.wave")
            Text("World")
        }
    }
    """

  /// `GridItem`'s documentation, pasted: four fixed rows, each with its own spacing.
  private static let gridItemDemo = """
    struct GridItemDemo: View {
        let rows = [
            GridItem(.fixed(30), spacing: 1),
            GridItem(.fixed(60), spacing: 10),
            GridItem(.fixed(90), spacing: 20),
            GridItem(.fixed(10), spacing: 50)
        ]

        var body: some View {
            ScrollView(.horizontal) {
                LazyHGrid(rows: rows, spacing: 5) {
                    ForEach(0...300, id: \\.self) { _ in
                        Color.red.frame(width: 30)
                        Color.green.frame(width: 30)
                        Color.blue.frame(width: 30)
                        Color.yellow.frame(width: 30)
                    }
                }
            }
        }
    }
    """

  private static let form = """
    import SwiftUI

    struct ProfileForm: View {
        @State private var name = ""
        @State private var email = ""

        var body: some View {
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 12) {
                GridRow {
                    Text("Name")
                    TextField("Name", text: $name)
                }
                GridRow {
                    Text("Email")
                    TextField("Email", text: $email)
                }
            }
            .padding()
        }
    }
    """

  private static func actions(width: Int) -> String {
    """
    canvas(width: \(width), height: 100)

    struct Actions: View {
        var body: some View {
            ViewThatFits(in: .horizontal) {
                HStack {
                    Button("Accept all") { }
                    Button("Reject all") { }
                }
                VStack {
                    Button("Accept all") { }
                    Button("Reject all") { }
                }
            }
        }
    }
    """
  }

  /// `LazyVStack`'s documentation, pasted: hexadecimal code points, `String(format:)` and a
  /// private method of the view computing each emoji (with `guard let`).
  private static let verticalSmileys = """
    struct VerticalSmileys: View {
        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(0x1f600...0x1f64f, id: \\.self) { value in
                        Text(String(format: "%x", value))
                        Text(emoji(value))
                            .font(.largeTitle)
                    }
                }
            }
        }

        private func emoji(_ value: Int) -> String {
            guard let scalar = UnicodeScalar(value) else { return "?" }
            return String(Character(scalar))
        }
    }
    """

  /// `LazyVGrid`'s documentation, pasted: two flexible columns made with `Array(repeating:count:)`
  /// and `.init`, `let`s in the ForEach's closure, `%02X`, and a force-unwrapped `UnicodeScalar`.
  private static let gridSmileys = """
    var columns: [GridItem] =
            Array(repeating: .init(.flexible()), count: 2)

    ScrollView {
        LazyVGrid(columns: columns) {
            ForEach((0...79), id: \\.self) {
                let codepoint = $0 + 0x1f600
                let codepointString = String(format: "%02X", codepoint)
                Text("\\(codepointString)")
                    .font(.footnote)
                let emoji = String(Character(UnicodeScalar(codepoint)!))
                Text("\\(emoji)")
                    .font(.largeTitle)
            }
        }
    }
    """

  /// `ViewThatFits`'s documentation, pasted, with the line that uses it: a view struct with a
  /// stored property set through its memberwise initializer, `.formatted(.percent)`, a linear
  /// `ProgressView(value:)`.
  private static let uploadProgress = """
    struct UploadProgressView: View {
        var uploadProgress: Double

        var body: some View {
            ViewThatFits(in: .horizontal) {
                HStack {
                    Text("\\(uploadProgress.formatted(.percent))")
                    ProgressView(value: uploadProgress)
                        .frame(width: 100)
                }
                ProgressView(value: uploadProgress)
                    .frame(width: 100)
                Text("\\(uploadProgress.formatted(.percent))")
            }
        }
    }

    VStack {
        UploadProgressView(uploadProgress: 0.75)
    }
    .frame(width: WIDTH)
    """

  /// At 200 the HStack's ideal width (24 + 8 + 100 = 132) fits: it shows, centred in the frame
  /// at 87.5; at 120 the bar alone (100) fits; at 60 nothing fits and the last child, the text, shows.
  func testViewThatFitsSampleGetsItsValueThroughTheInitializer() throws {
    let cases: [(width: Int, frames: [String: Rect])] = [
      (200, ["Text#1": Rect(x: 121.5, y: 323.5, width: 24, height: 20), "ProgressView#1": Rect(x: 153.5, y: 331.5, width: 100, height: 4)]),
      (120, ["ProgressView#2": Rect(x: 137.5, y: 331.5, width: 100, height: 4)]),
      (60, ["Text#2": Rect(x: 175.5, y: 323.5, width: 24, height: 20)]),
    ]
    for (width, expected) in cases {
      let laidOut = try Pipeline.run(source: Self.uploadProgress.replacingOccurrences(of: "WIDTH", with: "\(width)"), path: "paste.ql")
      XCTAssertEqual(laidOut.script.views.first.map(\.kind), .label(text: LabelText("75%"), lines: 0, font: 16))
      let frames = try swiftUIFrames(Self.uploadProgress.replacingOccurrences(of: "WIDTH", with: "\(width)"))
      XCTAssertEqual(frames.filter { $0.value.size.width > 0 }, expected, "at \(width)")
    }
  }

  /// Several views in one file: the last one's body is shown (or the one `canvas(view:)` names),
  /// and each is a component the others (or a line under them) can use with its stored
  /// properties as arguments.
  func testTheLastViewOfAFileIsShownAndViewsTakeTheirProperties() throws {
    let views = """
      struct Badge: View {
          var title: String
          var count = 1
          var body: some View { Text("\\(title) \\(count)") }
      }
      struct Inbox: View {
          var body: some View {
              VStack {
                  Badge(title: "Mail")
                  Badge(title: "Chat", count: 12)
              }
          }
      }
      """
    let laidOut = try Pipeline.run(source: views, path: "paste.ql")
    XCTAssertEqual(laidOut.script.views.map(\.kind), [
      .label(text: LabelText("Mail 1"), lines: 0, font: 16), .label(text: LabelText("Chat 12"), lines: 0, font: 16),
    ])
    XCTAssertThrowsError(try Pipeline.run(source: views + "\nBadge(count: 2)\n", path: "paste.ql")) { error in
      XCTAssertEqual((error as? ScriptFailure)?.diagnostics.first?.message, "missing argument 'title:' in call to 'Badge'")
    }
    // `canvas(view:)` names the view to show; its properties keep their values.
    let named = try Pipeline.run(source: "canvas(view: \"Badge\")\n" + views.replacingOccurrences(of: "var title: String", with: "var title = \"Hi\""),
                                 path: "paste.ql")
    XCTAssertEqual(named.script.views.map(\.kind), [.label(text: LabelText("Hi 1"), lines: 0, font: 16)])
    XCTAssertThrowsError(try Pipeline.run(source: "canvas(view: \"Inbx\")\n" + views, path: "paste.ql")) { error in
      let diagnostic = (error as? ScriptFailure)?.diagnostics.first
      XCTAssertEqual(diagnostic?.message, "the script has no view named 'Inbx'")
      XCTAssertEqual(diagnostic?.hint, "did you mean 'Inbox'?")
    }
  }

  /// The smileys samples: every text is what Swift would show, and the frames follow the
  /// rules. The stack: "1f600" 40 × 20 (8 a character), the emoji 17 × 42.5 (.largeTitle, 34),
  /// centred in 375, 8 apart: a pair every 78.5. The grid: two columns of (375 − 8) / 2 = 183.5,
  /// rows as tall as the emoji (42.5), 8 apart; "1F600" at .footnote is 32.5 × 16.25, centred in
  /// its cell (75.5, 13.125), the emoji at 191.5 + 83.25 = 274.75; 80 rows: 80 · 42.5 + 79 · 8 = 4032.
  func testTheSmileysSamplesShowTheirCodePointsAndEmoji() throws {
    let stack = try Pipeline.run(source: Self.verticalSmileys, path: "paste.ql")
    XCTAssertEqual(stack.script.views.count, 160)
    XCTAssertEqual(stack.script.views.prefix(4).map(\.kind), [
      .label(text: LabelText("1f600"), lines: 0, font: 16), .label(text: LabelText("😀"), lines: 0, font: 34),
      .label(text: LabelText("1f601"), lines: 0, font: 16), .label(text: LabelText("😁"), lines: 0, font: 34),
    ])
    let stackFrames = try swiftUIFrames(Self.verticalSmileys)
    XCTAssertEqual(stackFrames["Text#1"], Rect(x: 167.5, y: 0, width: 40, height: 20))
    XCTAssertEqual(stackFrames["Text#2"], Rect(x: 179, y: 28, width: 17, height: 42.5))
    XCTAssertEqual(stackFrames["Text#159"], Rect(x: 167.5, y: 79 * 78.5, width: 40, height: 20))

    let grid = try Pipeline.run(source: Self.gridSmileys, path: "paste.ql")
    XCTAssertEqual(grid.script.views.prefix(2).map(\.kind), [
      .label(text: LabelText("1F600"), lines: 0, font: 13), .label(text: LabelText("😀"), lines: 0, font: 34),
    ])
    let cells = try XCTUnwrap(grid.result).tree.nodes.filter { $0.viewID != nil }.prefix(4).map(\.frame)
    XCTAssertEqual(cells, [
      Rect(x: 75.5, y: 13.125, width: 32.5, height: 16.25), Rect(x: 274.75, y: 0, width: 17, height: 42.5),
      Rect(x: 75.5, y: 63.625, width: 32.5, height: 16.25), Rect(x: 274.75, y: 50.5, width: 17, height: 42.5),
    ])
    XCTAssertEqual(try XCTUnwrap(grid.result).tree.nodes.first { $0.kind == .grid }?.frame.size, Size(width: 375, height: 4032))
  }

  func testEverySampleGivesItsFrames() throws {
    // (what, source, every frame by view)
    let cases: [(String, String, [String: Rect])] = [
      ("Grid with an unsized Divider: two 40-point columns 8 apart, the divider as wide as they are", Self.dividedGrid, [
        "Text#1": Rect(x: 143.5, y: 305, width: 40, height: 20), "Image#1": Rect(x: 201.5, y: 305, width: 20, height: 20),
        "Divider#1": Rect(x: 143.5, y: 333, width: 88, height: 1),
        "Image#2": Rect(x: 153.5, y: 342, width: 20, height: 20), "Text#2": Rect(x: 191.5, y: 342, width: 40, height: 20),
      ]),
      ("Grid with a Divider that takes any width: the columns share the width, 183.5 each",
       Self.dividedGrid.replacingOccurrences(of: "\n        .gridCellUnsizedAxes(.horizontal)", with: ""), [
        "Text#1": Rect(x: 72, y: 305, width: 40, height: 20), "Image#1": Rect(x: 273.5, y: 305, width: 20, height: 20),
        "Divider#1": Rect(x: 0, y: 333, width: 375, height: 1),
        "Image#2": Rect(x: 82, y: 342, width: 20, height: 20), "Text#2": Rect(x: 263.5, y: 342, width: 40, height: 20),
      ]),
      ("a form Grid: the label column as wide as its widest label, the fields take the rest (343 − 40 − 12 = 291)", Self.form, [
        "Text#1": Rect(x: 16, y: 307, width: 32, height: 20), "TextField#1": Rect(x: 68, y: 306.5, width: 291, height: 21),
        "Text#2": Rect(x: 16, y: 340, width: 40, height: 20), "TextField#2": Rect(x: 68, y: 339.5, width: 291, height: 21.5),
      ]),
      ("ViewThatFits at 375: the HStack's ideal width (168) fits", Self.actions(width: 375), [
        "Button#1": Rect(x: 103.5, y: 40, width: 80, height: 20), "Button#2": Rect(x: 191.5, y: 40, width: 80, height: 20),
      ]),
      ("ViewThatFits at 150: the HStack does not fit, the VStack shows", Self.actions(width: 150), [
        "Button#3": Rect(x: 35, y: 26, width: 80, height: 20), "Button#4": Rect(x: 35, y: 54, width: 80, height: 20),
      ]),
    ]
    for (what, source, expected) in cases {
      XCTAssertEqual(try swiftUIFrames(source), expected, what)
    }
  }

  /// The LazyHGrid of GridItem's documentation: its rows 30, 60, 90 and 10 tall, each followed
  /// by its own spacing (1, 10, 20; the last one's is not used), 221 in all and centred across
  /// the ScrollView; columns of the 30-point colours 5 apart from its leading edge.
  func testGridItemsDemoLaysRowsOutByTheirSizeAndSpacing() throws {
    let frames = try swiftUIFrames(Self.gridItemDemo)
    XCTAssertEqual(frames.count, 1204)
    let firstColumns = (1...8).map { frames["Color#\($0)"] }
    XCTAssertEqual(firstColumns, [
      Rect(x: 0, y: 223, width: 30, height: 30), Rect(x: 0, y: 254, width: 30, height: 60),
      Rect(x: 0, y: 324, width: 30, height: 90), Rect(x: 0, y: 434, width: 30, height: 10),
      Rect(x: 35, y: 223, width: 30, height: 30), Rect(x: 35, y: 254, width: 30, height: 60),
      Rect(x: 35, y: 324, width: 30, height: 90), Rect(x: 35, y: 434, width: 30, height: 10),
    ])
    XCTAssertEqual(frames["Color#1204"], Rect(x: 300 * 35, y: 434, width: 30, height: 10))
  }
}
