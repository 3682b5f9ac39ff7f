import XCTest
@testable import LayoutSession

/// `:device` and `:dynamic-type` (issue 22, point 9): what each sets, what each says alone, and
/// the words each refuses, exactly.
final class PreviewVariantCommandsTests: XCTestCase {
  private static let script = """
    import SwiftUI
    struct Greeting: View {
        var body: some View { Text("Hello").font(.title2) }
    }
    """

  func testRepliesAreExact() throws {
    let sizes = "xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5"
    let devices = "iPhone SE, iPhone 13 mini, iPhone 14, iPhone 15, iPhone 15 Pro Max, iPad"
    let cases: [(String, String)] = [
      (":dynamic-type huge", "unknown Dynamic Type size 'huge' (the sizes: \(sizes))"),
      (":dynamic-type xlarg", "unknown Dynamic Type size 'xlarg'; did you mean 'xLarge'? (the sizes: \(sizes))"),
      (":dynamic-type ax1 ax2", "unexpected 'ax2' (usage: :dynamic-type [SIZE])"),
      (":device iPhone 15 Pro Mx", "unknown device 'iPhone 15 Pro Mx'; did you mean 'iPhone 15 Pro Max'? (the devices: \(devices))"),
      (":dynamic-type", """
        Dynamic Type sizes (:dynamic-type SIZE):
          xSmall
          small
          medium
        * large (the default)
          xLarge
          xxLarge
          xxxLarge
          accessibility1
          accessibility2
          accessibility3
          accessibility4
          accessibility5
        """),
      (":device", """
        devices (:device NAME):
          iPhone SE — 375×667
          iPhone 13 mini — 375×812
          iPhone 14 — 390×844
          iPhone 15 — 393×852
          iPhone 15 Pro Max — 430×932
          iPad — 820×1180
        """),
      (":d", "':d' could be :device, :dynamic-type, :diff"),
    ]
    for (input, expected) in cases {
      let fixture = try SessionFixture(Self.script)
      XCTAssertEqual(fixture.session.handle(input).text, expected, input)
    }
  }

  func testTheyChangeThePictureAndListTheChoiceMade() throws {
    let fixture = try SessionFixture(Self.script)
    // Title 2 is 22 points at Large, 44 at AX3: "Hello" 5 × 22 wide, 55 tall.
    let reply = fixture.session.handle(":dynamic-type AX3")
    XCTAssertFalse(reply.failed, reply.text)
    XCTAssertTrue(reply.text.contains("SwiftUI Dynamic Type accessibility3 — body 110×55"), reply.text)
    XCTAssertTrue(fixture.session.handle(":dynamic-type").text.contains("* accessibility3"))
    let device = fixture.session.handle(":device iphone se")
    XCTAssertTrue(device.text.contains("canvas 375×667"), device.text)
    XCTAssertTrue(fixture.session.handle(":device").text.contains("* iPhone SE — 375×667"))
    XCTAssertTrue(fixture.session.handle(":undo").text.contains("undid: :device iphone se"))
    XCTAssertTrue(fixture.session.handle(":dynamic-type large").text.contains("SwiftUI — body 55×27.5"))
  }
}
