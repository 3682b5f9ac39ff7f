import LayoutCore
import LayoutPipeline
import XCTest
@testable import LayoutScript

/// UIKit views that real code gives content are drawn at a size (issue 22, "Real app code
/// renders"): the app's constraint helpers read by their names, views of the app's own types,
/// text views that do not scroll, unknown lengths of plain views, `DispatchQueue.main.async`
/// (docs/uikit-auto-layout.md). Frames worked out by hand from the documented rules: a 16-pt
/// font is 8 points a character and 20 a line, a 12-pt one 6 and 15.
final class UIKitViewsGivenContentTests: XCTestCase {
  /// `body` as the set-up of a UIView subclass, laid out on the 375 × 667 canvas.
  private func frames(_ body: String, members: String = "") throws -> (frames: [String: Rect], messages: [String]) {
    try laidOutFrames("import UIKit\nclass Screen: UIView {\n\(members)\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n"
                      + "\(body)\n  }\n}\n", path: "screen.ql")
  }

  func testTheAppsConstraintHelpersAreReadByTheirNames() throws {
    let members = "  let title = UILabel(text: \"Title\")\n  let icon = UIView()\n"
    let cases: [(what: String, body: String, view: String, frame: Rect)] = [
      ("constraintAlignTopTo / LeadingTo with paddings, activated by isActive",
       "    addSubview(title)\n    title.translatesAutoresizingMaskIntoConstraints = false\n"
         + "    title.constraintAlignTopTo(self, paddingTop: 10).isActive = true\n"
         + "    title.constraintAlignLeadingTo(self, paddingLeading: 12).isActive = true",
       "title", Rect(x: 12, y: 10, width: 40, height: 20)),
      ("paddingTrailing and paddingBottom are insets: 375 - 20 - 40, 667 - 30 - 20",
       "    addSubview(title)\n    title.translatesAutoresizingMaskIntoConstraints = false\n"
         + "    addConstraints([title.constraintAlignTrailingTo(self, paddingTrailing: 20), title.constraintAlignBottomTo(self, paddingBottom: 30)])",
       "title", Rect(x: 315, y: 617, width: 40, height: 20)),
      ("constrainSize(to:) activates both lengths and turns the mask off; constrainCenter(to:) both centres",
       "    addSubview(icon)\n    icon.constrainSize(to: 30)\n    icon.constrainCenter(to: self)",
       "icon", Rect(x: 172.5, y: 318.5, width: 30, height: 30)),
      ("constraintToBottomOf(icon): title.top == icon.bottom; constraintAlignLeadingToAnchor of an anchor",
       "    addSubview(icon)\n    addSubview(title)\n    icon.constrainSize(to: 30)\n    icon.constrainTop(toTopOf: self, constant: 4)\n"
         + "    icon.constrainLeading(toLeadingOf: self, constant: 4)\n    title.translatesAutoresizingMaskIntoConstraints = false\n"
         + "    NSLayoutConstraint.activate([title.constraintToBottomOf(icon), title.constraintAlignLeadingToAnchor(icon.trailingAnchor)])",
       "title", Rect(x: 34, y: 34, width: 40, height: 20)),
      ("Max in the name is <=: the label keeps its 40 inside 100",
       "    addSubview(title)\n    title.translatesAutoresizingMaskIntoConstraints = false\n"
         + "    NSLayoutConstraint.activate([title.constraintAlignLeadingTo(self), title.constraintAlignTopTo(self),\n"
         + "      title.constraintWidthMaxTo(100)])",
       "title", Rect(x: 0, y: 0, width: 40, height: 20)),
      ("anchor(top:leading:paddingTop:paddingLeft:width:height:): a leading edge's padding named for the left",
       "    addSubview(icon)\n    icon.anchor(top: topAnchor, leading: leadingAnchor, paddingTop: 8, paddingLeft: 16, width: 50, height: 20)",
       "icon", Rect(x: 16, y: 8, width: 50, height: 20)),
      ("anchor(_ top:left:bottom:right:topConstant:…:heightConstant:), the first anchor unlabelled: top 8 below the top, 12 in on each side, 44 high",
       "    addSubview(icon)\n    icon.anchor(topAnchor, left: leftAnchor, bottom: nil, right: rightAnchor, topConstant: 8, leftConstant: 12,"
         + " bottomConstant: 0, rightConstant: 12, widthConstant: 0, heightConstant: 44)",
       "icon", Rect(x: 12, y: 8, width: 351, height: 44)),
      ("the same helper's bottom: 20 above the bottom, its height from the top's constraint",
       "    addSubview(icon)\n    icon.anchor(topAnchor, left: leftAnchor, bottom: bottomAnchor, right: rightAnchor, topConstant: 100, leftConstant: 0,"
         + " bottomConstant: 20, rightConstant: 0, widthConstant: 0, heightConstant: 0)",
       "icon", Rect(x: 0, y: 100, width: 375, height: 547)),
    ]
    for (what, body, view, frame) in cases {
      XCTAssertEqual(try frames(body, members: members).frames[view], frame, what)
    }
  }

  func testAHelperNamedAsANounReturnsItsConstraintInactive() throws {
    let laidOut = try frames("    addSubview(title)\n    title.translatesAutoresizingMaskIntoConstraints = false\n"
                             + "    title.constraintAlignTopTo(self, paddingTop: 10)\n    title.constraintAlignLeadingTo(self).isActive = true",
                             members: "  let title = UILabel(text: \"Title\")\n")
    XCTAssertTrue(laidOut.messages.contains("this constraint is made but never activated, so it does nothing"), "\(laidOut.messages)")
    XCTAssertTrue(laidOut.messages.contains { $0.hasPrefix("the app's own constraint helpers") && $0.hasSuffix("'constraintAlignTopTo (inactive)', 'constraintAlignLeadingTo (inactive)'") },
                  "\(laidOut.messages)")
  }

  func testAViewOfTheAppsOwnTypeTheFileConstrainsIsLaidOutByConstraints() throws {
    let laidOut = try frames("    addSubview(badge)\n    badge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Metrics.margin).isActive = true\n"
                             + "    badge.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true\n    addSubview(free)",
                             members: "  let badge = PillBadge()\n  let free = PillBadge()\n")
    // The 80 × 44 box at the trailing edge (`-Metrics.margin`, another file's, is the placeholder: 0).
    XCTAssertEqual(laidOut.frames["badge"], Rect(x: 295, y: 8, width: 80, height: 44))
    // One the file never constrains nor frames stands at its box's 80 × 44 at its origin, as a label of
    // placeholder content does: its own code, in another file, gives it its frame.
    XCTAssertEqual(laidOut.frames["free"], Rect(x: 0, y: 0, width: 80, height: 44))
    XCTAssertTrue(laidOut.messages.contains { $0.hasPrefix("badge is a view another file declares") }, "\(laidOut.messages)")
  }

  func testATextViewThatDoesNotScrollSizesToItsText() throws {
    let cases: [(what: String, setup: String, frame: Rect)] = [
      ("its text plus 5 + 5 and 8 + 8: 'Hello' (5 × 8 by 20)", "notes.isScrollEnabled = false\n    notes.text = \"Hello\"",
       Rect(x: 0, y: 0, width: 50, height: 36)),
      ("textContainerInset and lineFragmentPadding set", "notes.isScrollEnabled = false\n    notes.text = \"Hello\"\n"
         + "    notes.textContainerInset = UIEdgeInsets(top: 4, left: 2, bottom: 4, right: 2)\n    notes.textContainer.lineFragmentPadding = 0",
       Rect(x: 0, y: 0, width: 44, height: 28)),
      ("at 12 pt, its text never set: its name, 'notes' (5 × 6 by 15)", "notes.isScrollEnabled = false\n    notes.font = UIFont.systemFont(ofSize: 12)",
       Rect(x: 0, y: 0, width: 40, height: 31)),
      ("wrapped at 375 - 10: nine words of 'word ' a line (44 characters of 8) and three, two lines of 20, plus 16",
       "notes.isScrollEnabled = false\n    notes.text = String(repeating: \"word \", count: 12)",
       Rect(x: 0, y: 0, width: 362, height: 56)),
    ]
    for (what, setup, frame) in cases {
      let body = "    let notes = UITextView()\n    \(setup)\n    notes.translatesAutoresizingMaskIntoConstraints = false\n    addSubview(notes)\n"
        + "    notes.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true\n"
        + "    notes.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor).isActive = true\n"
        + "    notes.topAnchor.constraint(equalTo: topAnchor).isActive = true"
      XCTAssertEqual(try frames(body).frames["notes"], frame, what)
    }
  }

  func testAScrollingTextViewHasNoHeightOfItsOwn() throws {
    let body = "    let notes = UITextView()\n    notes.text = \"Hello\"\n    notes.translatesAutoresizingMaskIntoConstraints = false\n"
      + "    addSubview(notes)\n    notes.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true\n"
      + "    notes.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true\n    notes.topAnchor.constraint(equalTo: topAnchor).isActive = true"
    XCTAssertEqual(try frames(body).frames["notes"], Rect(x: 0, y: 0, width: 375, height: 0), "a scroll view's content scrolls: 0 high, as in UIKit")
  }

  func testAnUnknownLengthOfAPlainViewTakesThePlaceholderBoxs() throws {
    let body = "    addSubview(strip)\n    strip.translatesAutoresizingMaskIntoConstraints = false\n"
      + "    strip.topAnchor.constraint(equalTo: topAnchor).isActive = true\n    strip.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true\n"
      + "    strip.widthAnchor.constraint(equalToConstant: Metrics.stripWidth).isActive = true\n"
      + "    strip.heightAnchor.constraint(equalToConstant: Metrics.stripHeight).isActive = true\n"
      + "    addSubview(caption)\n    caption.translatesAutoresizingMaskIntoConstraints = false\n"
      + "    caption.topAnchor.constraint(equalTo: strip.bottomAnchor).isActive = true\n"
      + "    caption.widthAnchor.constraint(equalToConstant: Metrics.captionWidth).isActive = true"
    let laidOut = try frames(body, members: "  let strip = UIView()\n  let caption = UILabel(text: \"Caption\")\n")
    XCTAssertEqual(laidOut.frames["strip"], Rect(x: 0, y: 0, width: 80, height: 44), "a plain view: the box's 80 and 44, at 500")
    XCTAssertEqual(laidOut.frames["caption"]?.size, Size(width: 56, height: 20), "a label keeps its text's width: the constraint is left out")
  }

  func testMainQueueBlocksRunInOrderAndAreBounded() throws {
    let members = "  let first = UILabel(text: \"A\")\n  let second = UILabel(text: \"B\")\n"
      + "  func tick() { DispatchQueue.main.async { self.tick() } }\n"
    let body = "    addSubview(first)\n    DispatchQueue.main.async {\n      self.addSubview(self.second)\n"
      + "      self.second.frame = CGRect(x: 0, y: 30, width: 10, height: 20)\n    }\n    tick()"
    let laidOut = try frames(body, members: members)
    XCTAssertEqual(laidOut.frames["second"], Rect(x: 0, y: 30, width: 10, height: 20))
    XCTAssertTrue(laidOut.messages.contains("'DispatchQueue.main.async': 64 blocks ran, the rest are not run"), "\(laidOut.messages)")
  }

  func testAPermissionRequestsHandlerRunsAsGranted() throws {
    let source = "import UIKit\nclass CameraController: UIViewController {\n  let hint = UILabel(text: \"Allowed\")\n"
      + "  override func viewDidLoad() {\n    super.viewDidLoad()\n    AVCaptureDevice.requestAccess(for: .video) { granted in\n"
      + "      guard granted else { return }\n      self.view.addSubview(self.hint)\n      self.hint.frame = CGRect(x: 20, y: 40, width: 56, height: 20)\n"
      + "    }\n  }\n}\n"
    let laidOut = try laidOutFrames(source, path: "camera.ql")
    XCTAssertEqual(laidOut.frames["hint"], Rect(x: 20, y: 40, width: 56, height: 20))
    XCTAssertTrue(laidOut.messages.contains { $0.hasPrefix("'requestAccess' asks the user for a permission") }, "\(laidOut.messages)")
  }

  func testHelperNamesSplitIntoAttributes() {
    let cases: [(name: String, attributes: [AnchorAttribute])] = [
      ("constraintAlignTopToAnchor", [.top]), ("constraintCenterYTo", [.centerY]), ("constrainCenter", [.centerX, .centerY]),
      ("constrainSize", [.width, .height]), ("constrainLeadingToTrailingOf", [.leading, .trailing]), ("constraintHeightTo", [.height]),
    ]
    for (name, attributes) in cases {
      XCTAssertEqual(Evaluator.attributes(in: Evaluator.camelWords(name)).map(\.attribute), attributes, name)
    }
  }
}
