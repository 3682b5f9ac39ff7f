import Foundation
import XCTest
@testable import LayoutSession

/// Every "Try:" step of every shipped lesson, typed in order into a session on the lesson: each
/// visibly changes what its text says it changes (a frame, the table, the explanation, a file),
/// and none meets the lesson's exercise before the learner has done it.
final class LessonStepsTests: XCTestCase {
  /// What a step must show: the frame of a view changes (or stays), the reply contains (or lacks) a text.
  private enum Expectation {
    case moves(String)
    case staysPut(String)
    case says(String)
    case doesNotSay(String)
    /// The first view moves down by this much against the second.
    case lowers(String, against: String, by: Double)
  }

  /// (lesson file, [(step as the lesson writes it, what it must show)]).
  private static let lessons: [(String, [(String, [Expectation])])] = [
    ("01-propose-measure-place.ql", [
      ("gap = 24", [.moves("age"), .staysPut("name"), .says("heavy boxes moved or resized")]),
      (":explain name", [.says("name (UILabel): 1 proposal"), .says("final frame: x 16")]),
      (":proposals name", [.says("offered by the HStack  offered    took\nname                   264×60     96×20"),
                           .says("·╌· the size each child was offered"), .staysPut("name")]),
      ("VStack { name; age }.padding(.horizontal, 16)", [.moves("age"), .says("heavy boxes moved or resized")]),
    ]),
    ("02-three-flexibilities.ql", [
      ("title.text = \"Inbox and spam\"", [.moves("title"), .moves("fill"), .staysPut("icon")]),
      (":explain fill", [.says("measured 0 times"), .says("not measured  share of the group")]),
    ]),
    ("03-spacers-and-spacing.ql", [
      (":canvas 300x40", [.moves("right"), .staysPut("left")]),
      (":explain right", [.says("right (UILabel): 1 proposal, measured 1 time")]),
    ]),
    ("04-frames.ql", [
      (":frame button 200x44", [.staysPut("button"), .moves("note"), .says("heavy boxes moved or resized")]),
      (":canvas 320x100", [.moves("button"), .staysPut("note")]),
    ]),
    ("05-modifier-order.ql", [
      (":tree", [.says("└─ padding(top: 0, leading: 10, bottom: 0, trailing: 10)"),
                 .says("   └─ frame(width: 100, height: nil, alignment: .center)")]),
    ]),
    ("06-layout-priority.ql", [
      (":priority status 1", [.moves("title"), .moves("status"), .says("heavy boxes moved or resized")]),
      (":overrides", [.says(":priority status 1")]),
      (":undo", [.says("undid: :priority status 1"), .moves("status")]),
    ]),
    ("07-double-measurement.ql", [
      (":explain first", [.says("pre-measure"), .says("re-measure")]),
      (":proposals first", [.says("first                  144×60     144×40\nsecond                 116×60     88×60")]),
      (":canvas 600xinf fit", [.moves("second"), .doesNotSay("×2!")]),
    ]),
    ("08-alignment-guides.ql", [
      (":guide avatar .top -10", [.lowers("avatar", against: "name", by: 10)]),
      (":frame badge 40x40", [.moves("badge"), .says("heavy boxes moved or resized")]),
      (":save copy.ql", [.says("saved ")]),
    ]),
    ("09-zstack-overlay-background.ql", [
      ("ZStack(alignment: .bottomLeading) { photo; count }", [.moves("count"), .staysPut("photo")]),
      ("photo.overlay(alignment: .bottom) { count }", [.moves("count"), .staysPut("photo")]),
    ]),
    ("10-flow-and-grid.ql", [
      (":canvas 160x300 fit", [.moves("repl"), .staysPut("swift")]),
    ]),
    ("11-ideal-rtl-pixels.ql", [
      (":scale 1", [.moves("b"), .staysPut("a")]),
      ("VStack(spacing: 0) { avatar; a }.idealLayout()", [.moves("a"), .says("removed: b")]),
    ]),
    ("12-swiftui-stack-shares.ql", [
      (":explain title", [.says("HStack: sized it 2 of 3"), .says("an even share of what was left")]),
      (":semantics quicklayout", [.staysPut("title"), .says("×2!")]),
    ]),
    ("13-swiftui-spacing-and-spacer.ql", [
      (":explain edit", [.says("HStack: sized it 2 of 3")]),
      (":canvas 90x60", [.moves("edit"), .moves("name")]),
    ]),
    ("14-swiftui-geometry-and-viewthatfits.ql", [
      (":canvas 400x120", [.moves("status"), .moves("action")]),
    ]),
    ("15-swiftui-compare.ql", [
      (":semantics swiftui", [.moves("name"), .moves("follow"), .staysPut("avatar")]),
      (":semantics quicklayout", [.moves("name"), .moves("follow")]),
    ]),
    ("16-anchors-intrinsic-size.ql", [
      (":constraints", [.says("button.leading == title.trailing + 8")]),
      (":explain button", [.says("its intrinsic size")]),
    ]),
    ("17-anchors-hugging-and-compression.ql", [
      (":explain name", [.says("compression resistance @749 gave way")]),
      (":canvas 320x60", [.moves("value"), .says("heavy boxes moved or resized")]),
    ]),
    ("18-anchors-conflicts.ql", [
      (":constraints box", [.says("box.width == 300"), .says("BROKEN")]),
      (":set 2 200", [.staysPut("box"), .says("box.width == 200")]),
    ]),
    ("19-anchors-ambiguity.ql", [
      (":explain title", [.says("not determined horizontally")]),
      ("title.setContentHuggingPriority(.defaultHigh, for: .horizontal)", [.moves("detail")]),
    ]),
    ("20-reading-a-conflict-log.ql", [
      (":constraints", [.says("0x600001f4c2a0  UIImageView.height == 80"), .says("BROKEN"),
                        .doesNotSay("canvas.width @1")]),
      (":set 0x600001f4c1b0.constant 4", [.moves("UIImageView"), .staysPut("UITableViewCellContentView"),
                                          .says("UIImageView's top edge is 4 below")]),
    ]),
    ("21-uikit-stackview-distributions.ql", [
      (":constraints share", [.says("UISV-spacing"), .says("UISV-fill-equally")]),
      ("toolbar.distribution = .fillProportionally", [.moves("share"), .moves("back")]),
    ]),
    ("22-uikit-safe-area-and-margins.ql", [
      (":constraints title", [.says("view.layoutMarginsGuide"), .says("view.safeAreaLayoutGuide.top + 8")]),
      (":canvas 414x896", [.moves("title"), .moves("signOut")]),
    ]),
  ]

  func testEveryStepOfEveryLessonChangesWhatItsTextSays() throws {
    let folder = LessonAndCompletionTests.lessons
    let files = try XCTUnwrap(Lessons(folder: folder)).files.map { ($0 as NSString).lastPathComponent }
    XCTAssertEqual(files, Self.lessons.map(\.0), "every lesson has its steps checked here")
    let output = try SessionFixture().folder.path
    for (file, steps) in Self.lessons {
      let path = (folder as NSString).appendingPathComponent(file)
      let text = try String(contentsOfFile: path, encoding: .utf8)
      XCTAssertEqual(Self.steps(of: text), steps.map(\.0), "\(file): the steps of its text")
      let session = Session(source: text, path: path, isFile: false, options: SessionOptions(columns: { 100 }))
      XCTAssertFalse(session.start().failed, file)
      if file == "07-double-measurement.ql" { XCTAssertTrue(session.lastPicture.contains("×2!"), session.lastPicture) }
      for (step, expectations) in steps {
        let before = Dictionary(uniqueKeysWithValues: (session.current?.script.views ?? []).map { ($0.name, session.frame($0.name)) })
        let reply = session.handle(step.replacing("copy.ql", with: output + "/copy.ql"))
        XCTAssertFalse(reply.failed, "\(file) \(step): \(reply.text)")
        // A step shows something; it never finishes the exercise for the learner.
        XCTAssertFalse(session.goalOutcomes().allSatisfy { $0.outcome == .holds }, "\(file) \(step): the exercise's goals hold")
        for expectation in expectations {
          switch expectation {
          case .moves(let view): XCTAssertNotEqual(session.frame(view), before[view] ?? nil, "\(file) \(step): \(view) moves")
          case .staysPut(let view): XCTAssertEqual(session.frame(view), before[view] ?? nil, "\(file) \(step): \(view) stays")
          case .says(let words): XCTAssertTrue(reply.text.contains(words), "\(file) \(step): '\(words)' in \(reply.text)")
          case .doesNotSay(let words): XCTAssertFalse(reply.text.contains(words), "\(file) \(step): no '\(words)' in \(reply.text)")
          case .lowers(let view, let other, let distance):
            func offset(_ frames: ([Double]?, [Double]?)) -> Double? { frames.0.flatMap { a in frames.1.map { a[1] - $0[1] } } }
            let was = offset((before[view] ?? nil, before[other] ?? nil)), now = offset((session.frame(view), session.frame(other)))
            XCTAssertEqual(now.flatMap { n in was.map { n - $0 } }, distance, "\(file) \(step): \(view) lower by \(distance)")
          }
        }
      }
    }
    let copy = try String(contentsOfFile: output + "/copy.ql", encoding: .utf8)
    XCTAssertTrue(copy.contains("avatar.alignmentGuide(.top) { _ in -10 }"), copy)
    XCTAssertTrue(copy.contains("badge.frame(width: 40, height: 40, alignment: .center)"), copy)
  }

  func testALessonStartsClean() throws {
    let lessons = try XCTUnwrap(Lessons(folder: LessonAndCompletionTests.lessons))
    let session = Session(source: SessionFixture.script, path: "<card>", isFile: false, options: SessionOptions(lessons: lessons))
    _ = session.start()
    for input in [":lesson 7", ":canvas 600xinf fit", ":zoom 2", "let extra = 1", ":lesson 6"] {
      XCTAssertFalse(session.handle(input).failed, input)
    }
    XCTAssertEqual(session.layers, SessionLayers(), "no canvas, zoom, statement or override of lesson 7 is left")
    XCTAssertEqual(session.current?.result?.canvas.width, 260, "lesson 6 at its own canvas")
    XCTAssertEqual(session.handle(":undo").text, "nothing to undo")
  }

  /// The steps a lesson's comments offer: after `Try:`, each comment line's input (what comes
  /// before its explanation in parentheses).
  private static func steps(of text: String) -> [String] {
    let comments = text.split(separator: "\n").prefix { $0.hasPrefix("//") }.map { $0.dropFirst(2) }
    guard let start = comments.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Try:") }) else { return [] }
    return comments[start...].map { line in
      let text = line.trimmingCharacters(in: .whitespaces)
      let input = text.hasPrefix("Try:") ? text.dropFirst(4) : Substring(text)
      return (input.range(of: "  (").map { input[..<$0.lowerBound] } ?? input).trimmingCharacters(in: .whitespaces)
    }
  }
}
