import Foundation
import XCTest

/// SwiftUI code as pasted from the docs, through the real binary: semantics chosen by the
/// code itself or by `--semantics`, and SwiftUI's frames.
final class SwiftUIRenderTests: XCTestCase {
  private static let profileRow = """
    import SwiftUI

    struct ProfileRow: View {
        @State private var isFollowing = false

        var body: some View {
            HStack {
                Image(systemName: "person.crop.circle")
                VStack(alignment: .leading) {
                    Text("Kylee Lessie")
                        .font(.headline)
                    Text("Developer at a very long company name")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Button("Follow") { isFollowing.toggle() }
                    .bold()
            }
            .padding()
        }
    }
    """

  func testAPastedProfileRowGetsSwiftUIsFrames() throws {
    let file = try QlreplProcess.scriptFile(Self.profileRow)
    let outcome = try QlreplProcess.run(["render", file, "--format", "json"])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    XCTAssertTrue(outcome.stderr.contains("note: .bold, .foregroundStyle do not change the layout and are ignored"), outcome.stderr)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(json["semantics"] as? String, "swiftUI")
    XCTAssertEqual(json["size"] as? [Double], [375, 98.75])
    // padding() is 16; 8 between the image and the texts, 0 next to the Spacer; the texts are
    // the most flexible, so the image and the button are sized first; .headline is 17 pt,
    // .subheadline 15 pt; displayed frames round to the half point.
    XCTAssertEqual(json["frames"] as? [String: [Double]], [
      "Image#1": [16, 323.5, 20, 20],
      "Text#1": [44, 300, 102, 21.5],
      "Text#2": [44, 329.5, 240, 37.5],
      "Button#1": [311, 323.5, 48, 20],
    ])
  }

  func testThePictureHeaderSaysSwiftUI() throws {
    let file = try QlreplProcess.scriptFile(Self.profileRow)
    let outcome = try QlreplProcess.run(["render", file, "--columns", "80", "--no-color"])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    let header = try XCTUnwrap(outcome.stdout.split(separator: "\n").first)
    XCTAssertTrue(header.contains("canvas 375×667 exact @2x SwiftUI — body 375×98.75"), String(header))
  }

  func testCompareDrawsBothLayoutsAndTablesBothFrames() throws {
    let outcome = try QlreplProcess.run(["render", "workspace/list-cell.ql", "--compare", "--columns", "140", "--no-color"])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first, "workspace/list-cell.ql — QuickLayout (left) and SwiftUI (right); heavy: frames that differ")
    XCTAssertTrue(lines[1].hasPrefix("QuickLayout — body 375×92"), lines[1])
    XCTAssertTrue(lines[1].contains("SwiftUI — body 375×100"), lines[1])
    // QuickLayout's UIButton adds 24 and 14 to its title; SwiftUI's button is its label.
    XCTAssertEqual(lines.last, "button    287 29 72 34         311 40 48 20     2/7                  ≠")
    XCTAssertTrue(lines.contains("title     64 16 48 20          64 16 48 20      4/13"), "an equal frame has no mark")
    XCTAssertTrue(outcome.stdout.contains("┏button"), "a view whose frame differs is drawn heavy")
  }

  func testTheSemanticsFlagOverridesTheScript() throws {
    let swiftUI = try QlreplProcess.run(["render", "workspace/double-measurement.ql", "--format", "json", "--semantics", "swiftui"])
    XCTAssertEqual(swiftUI.status, 0, swiftUI.stderr)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(swiftUI.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(json["semantics"] as? String, "swiftUI")

    let file = try QlreplProcess.scriptFile("var body: some View { HStack { Text(\"a\"); Text(\"b\") } }")
    let quickLayout = try QlreplProcess.run(["render", file, "--format", "json", "--semantics", "quicklayout"])
    let frames = try XCTUnwrap((JSONSerialization.jsonObject(with: Data(quickLayout.stdout.utf8)) as? [String: Any])?["frames"]
      as? [String: [Double]])
    XCTAssertEqual(frames["Text#2"]?[0], 187.5, "QuickLayout's stacks have no default spacing: the two texts touch")

    let bad = try QlreplProcess.run(["render", file, "--semantics", "uikit"])
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(bad.stderr.contains("--semantics needs swiftui or quicklayout, not 'uikit'"), bad.stderr)
  }

  /// `--view NAME` shows that view of a file of several, for `render` and `check` alike; without
  /// it the last view is shown.
  func testTheViewFlagChoosesTheViewShown() throws {
    let file = try QlreplProcess.scriptFile("""
      struct Title: View { var body: some View { Text("Title") } }
      struct Footer: View { var body: some View { Text("Footer text") } }
      """)
    for (arguments, width) in [([String](), 88.0), (["--view", "Title"], 40.0), (["--view", "Footer"], 88.0)] {
      let outcome = try QlreplProcess.run(["render", file, "--format", "json"] + arguments)
      XCTAssertEqual(outcome.status, 0, outcome.stderr)
      let frames = try XCTUnwrap((JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])?["frames"]
        as? [String: [Double]])
      XCTAssertEqual(frames["Text#1"]?[2], width, "\(arguments)")
    }
    let unknown = try QlreplProcess.run(["check", file, "--view", "Header"])
    XCTAssertEqual(unknown.status, 1)
    XCTAssertTrue(unknown.stderr.contains("error: the script has no view named 'Header'"), unknown.stderr)
  }
}
