import LayoutCore
import LayoutPipeline
import XCTest
@testable import LayoutScript

/// Issue 21, point 5: the SwiftUI every layout reference uses, with the frames its documented
/// rules give, worked out by hand (README: "The SwiftUI every reference uses").
final class ReferenceSwiftUITests: XCTestCase {
  /// Inset grouped: sections 16 in and 35 down/apart; header 20 in, footnote (16.5-point line),
  /// 7 above the card; rows 44 tall, content 20 in and centred (11 + 20 + 11 = 42 → 1 more each side).
  func testAListOfSectionsHasIOSInsetGroupedMetrics() throws {
    let frames = try swiftUIFrames("""
      canvas(width: 375, height: 400)
      List {
        Section("Account") {
          Text("Name").named("name")
          Text("Email").named("email")
        }
        Section {
          Text("Row").named("row")
        } footer: {
          Text("Note").named("note")
        }
      }
      """)
    XCTAssertEqual(frames["Text#1"], rect(36, 35, 45.5, 16.5))  // header: 16 + 20 in, 35 down
    XCTAssertEqual(frames["name"], rect(36, 70.5, 32, 20))  // card at 35 + 16.5 + 7 = 58.5, + 1 + 11
    XCTAssertEqual(frames["email"], rect(36, 114.5, 40, 20))  // the next 44-point row
    XCTAssertEqual(frames["row"], rect(36, 193.5, 24, 20))  // 58.5 + 88 + 35 = 181.5, + 1 + 11
    XCTAssertEqual(frames["note"], rect(36, 232.5, 26, 16))  // 181.5 + 44 + 7, in the footnote style
  }

  func testFontsShapeStylesAndContainerRelativeFrames() throws {
    let frames = try swiftUIFrames("""
      canvas(width: 300, height: 200)
      VStack(spacing: 0) {
        Image(systemName: "star").font(.largeTitle).named("star")
        Text("A").font(.caption2.bold()).named("caption")
        Text("B").font(.system(.title, design: .rounded)).named("title")
        Text("C").named("c").padding(4).background(.blue.opacity(0.2))
        Rectangle().named("quarter").containerRelativeFrame(.horizontal, count: 4, span: 1, spacing: 20).frame(height: 10)
      }
      """)
    XCTAssertEqual(frames["star"]?.size, Size(width: 40, height: 40))  // 20 × 34 / 17
    XCTAssertEqual(frames["caption"]?.size.height, 14)  // 11 points: a 14-point line
    XCTAssertEqual(frames["title"]?.size.height, 35)  // 28 points
    XCTAssertEqual(frames["Color#1"]?.size, Size(width: 16, height: 28))  // the fill: C's 8 × 20 and the padding
    XCTAssertEqual(frames["quarter"]?.size, Size(width: 60, height: 10))  // (300 − 3 × 20) / 4
  }

  func testGeometryProxySafeAreaInsetAndTextPlusText() throws {
    let frames = try swiftUIFrames("""
      canvas(width: 200, height: 100)
      VStack(spacing: 0) {
        GeometryReader { geometry in
          Rectangle().named("half").frame(width: geometry.size.width / 2, height: 10)
        }
        (Text("ab") + Text("cd")).named("joined")
      }
      .safeAreaInset(edge: .bottom, spacing: 0) { Rectangle().named("bar").frame(height: 20) }
      """)
    XCTAssertEqual(frames["half"]?.size, Size(width: 100, height: 10))  // the canvas's 200 / 2
    XCTAssertEqual(frames["bar"], rect(0, 80, 200, 20))  // along the bottom edge, the view above it
    XCTAssertEqual(frames["joined"]?.size, TextMetrics(font: 16).singleLineSize(LabelText("abcd")))  // one text of both
  }
}
