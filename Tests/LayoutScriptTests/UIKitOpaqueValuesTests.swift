import LayoutCore
import LayoutPipeline
import XCTest
@testable import LayoutScript

/// Issue 22, points 5 and 6/7 ("any UIKit setter accepted"): UIKit code of a real app is never
/// stopped by a member, an argument or a value qlrepl does not model — each is an opaque
/// placeholder, named once — while a near miss of a member qlrepl knows stays an error with
/// "did you mean" (docs/uikit-auto-layout.md, "What UIKit code reads that qlrepl does not model").
final class UIKitOpaqueValuesTests: XCTestCase {
  /// `members` in a UIView subclass, laid out: frames by view name, and every note and warning.
  private func laidOut(_ members: String, superclass: String = "UIView", before: String = "") throws -> (frames: [String: Rect], messages: [String]) {
    try laidOutFrames("import UIKit\n\(before)class Screen: \(superclass) {\n\(members)\n}\n", path: "screen.ql")
  }

  /// The first error of `members` in a UIView subclass and its hint, or "no error".
  private func firstErrorInAView(_ members: String) -> String {
    ScriptProbe.firstError("import UIKit\nclass Screen: UIView {\n\(members)\n}\n")
  }

  func testANearMissOfAKnownMemberStaysAnErrorAndAnythingElseIsAPlaceholder() {
    let cases: [(what: String, members: String, expected: String)] = [
      ("an initializer's label one edit from 'text:'", "  let title = UILabel(txt: \"Hi\")",
       "'UILabel' has no argument 'txt:' | did you mean 'text'?"),
      ("a property one edit from 'text'", "  lazy var title: UILabel = {\n    let label = UILabel()\n    label.text = label.txt\n    return label\n  }()",
       "'label' (a UILabel) has no property 'txt' | did you mean 'text'?"),
      ("a method one edit from an image's variant", "  let icon = UIImageView(image: UIImage(named: \"a\")?.withRenderingMod(.alwaysTemplate))",
       "a UIImage has no method 'withRenderingMod' | did you mean 'withRenderingMode'?"),
      ("a label one edit from preferredFont's", "  let title = UILabel(text: \"a\", font: UIFont.preferredFont(forTextStle: .body))",
       "'preferredFont' has no argument 'forTextStle:' | did you mean 'forTextStyle'?"),
      ("an initializer's style it does not model", "  let bar = UIProgressView(progressViewStyle: .bar)", "no error"),
      ("a text view's container", "  lazy var notes: UITextView = {\n    let view = UITextView()\n    view.textContainer.lineFragmentPadding = 0\n"
        + "    return view\n  }()", "no error"),
      ("a colour's CGColor and a date's interval", "  let border = UIColor.red.cgColor\n  let started = Date().timeIntervalSince1970", "no error"),
      ("an app's extensions of UIColor, UIFont and String", "  let tint = UIColor(hexString: \"848ba7\")\n"
        + "  let font = UIFont.preferredFont(for: .body, weight: .medium)\n  let text = String.localized(\"menu_play\")", "no error"),
      ("a name another file declares, in a property's value", "  let pages = [Page(titleFont: headingFont)]", "no error"),
      ("a function an extension in another file adds, called bare", "  let height = constraintHeightTo(20)", "no error"),
      ("a string's method of Foundation qlrepl does not run, its closure given", "  lazy var words: [String] = {\n    var found = [String]()\n"
        + "    let text = \"a b\"\n    text.enumerateSubstrings(in: text.startIndex ..< text.endIndex, options: .byWords) { word, _, _, _ in\n"
        + "      found.append(word ?? \"\")\n    }\n    return found\n  }()", "no error"),
      ("a string's method one edit from one qlrepl runs", "  let title = UILabel(text: \"a\".uppercasd())",
       "a string has no method 'uppercasd' | did you mean 'uppercased'?"),
      ("a slip of UIKit's addSubview, called bare", "  let added = addSubvew(UIView())",
       "cannot find 'addSubvew' in scope | did you mean 'addSubview'?"),
    ]
    for (what, members, expected) in cases {
      XCTAssertEqual(firstErrorInAView(members), expected, what)
    }
  }

  func testATypoInSetUpCodeIsANoteThatKeepsItsDidYouMean() throws {
    let members = """
        let title = UILabel()
        override init(frame: CGRect) {
          super.init(frame: frame)
          title.textt = "Hi"
          addSubview(title)
          title.translatesAutoresizingMaskIntoConstraints = false
          title.widthAnchor.constraint(equalToConstant: 40).isActive = true
          title.heightAnchor.constraint(equalToConstant: UIFont.systemFont(ofSize: 24).lineHeight).isActive = true
        }
      """
    let (frames, messages) = try laidOut(members)
    XCTAssertTrue(messages.contains("'init': skipped what the script cannot run ('title' (a UILabel) has no property 'textt'; did you mean 'text'?)"),
                  messages.joined(separator: "\n"))
    // A font's lineHeight is the text metric's line, 1.25 × 24.
    XCTAssertEqual(frames["title"]?.size, Size(width: 40, height: 30))
  }

  func testAnUnknownLengthLeavesItsConstraintOutAndTheScreenIsTheCanvas() throws {
    let members = """
        let title = UILabel(text: "Title")
        let rule = UIView()
        override init(frame: CGRect) {
          super.init(frame: frame)
          [title, rule].forEach { addSubview($0); $0.translatesAutoresizingMaskIntoConstraints = false }
          let width = title.widthAnchor.constraint(equalToConstant: Metrics.titleWidth)
          width.priority = .defaultHigh
          addConstraints([width, title.pinnedToTop(), title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16)])
          NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: topAnchor),
            rule.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4), rule.leadingAnchor.constraint(equalTo: leadingAnchor),
            rule.widthAnchor.constraint(equalToConstant: UIScreen.main.bounds.width / 2), rule.heightAnchor.constraint(equalToConstant: 1),
          ])
        }
      """
    let (frames, messages) = try laidOut(members, before: "canvas(width: 320, height: 200)\n")
    // The title keeps its own 5 × 8 by 20 (no width of 0); the rule is half the screen, the canvas.
    XCTAssertEqual(frames["title"], Rect(x: 16, y: 0, width: 40, height: 20))
    XCTAssertEqual(frames["rule"], Rect(x: 0, y: 24, width: 160, height: 1))
    XCTAssertTrue(messages.contains("'Metrics.titleWidth' is not modelled: the constraint of title.widthAnchor to it is left out"),
                  messages.joined(separator: "\n"))
    XCTAssertTrue(messages.contains("'title' is no constraint qlrepl reads (what an app's own helper makes): left out"),
                  messages.joined(separator: "\n"))
  }

  func testAControllersOwnPropertiesAndAFontsVariantsOfAnAppsExtension() throws {
    let members = """
        private let header = UILabel()
        override func viewDidLoad() {
          super.viewDidLoad()
          title = "Settings"
          edgesForExtendedLayout = []
          header.text = "Account"
          header.font = UIFont.preferredFont(forTextStyle: .footnote).withWeight(.semibold)
          view.addSubview(header)
          header.sizeToFit()
        }
      """
    let (frames, messages) = try laidOut(members, superclass: "UIViewController")
    // Footnote is 13 at Large (the HIG's table), kept by the app's `withWeight`: 7 × 6.5 by 13 × 1.25.
    XCTAssertEqual(frames["header"], Rect(x: 0, y: 0, width: 45.5, height: 16.25))
    XCTAssertTrue(messages.contains("'title' of the class itself is a UIKit property qlrepl does not model: accepted, the layout does not read it"),
                  messages.joined(separator: "\n"))
  }

  func testAnEffectViewsContentViewAndUIKitTypesNestedValues() throws {
    let members = """
        private let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        private let title: UILabel = {
          let label = UILabel()
          label.text = "Card"
          label.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 20))
          label.translatesAutoresizingMaskIntoConstraints = false
          return label
        }()
        private lazy var open: UIButton = {
          var config = UIButton.Configuration.filled()
          config.cornerStyle = .capsule
          return UIButton(configuration: config)
        }()
        override init(frame: CGRect) {
          super.init(frame: frame)
          blur.frame = bounds
          addSubview(blur)
          blur.contentView.addSubview(title)
          title.centerXAnchor.constraint(equalTo: blur.contentView.centerXAnchor).isActive = true
          title.topAnchor.constraint(equalTo: blur.contentView.topAnchor, constant: 10).isActive = true
        }
      """
    let (frames, messages) = try laidOut(members, before: "canvas(width: 200, height: 100)\n")
    // Body's metrics at Large keep 20: "Card" 4 × 10 by 25, centred in the effect view that holds it.
    XCTAssertEqual(frames["title"], Rect(x: 80, y: 10, width: 40, height: 25))
    XCTAssertTrue(messages.contains { $0.hasSuffix("a value qlrepl does not model, an opaque placeholder: UIButton.Configuration.filled()") },
                  messages.joined(separator: "\n"))
  }

  func testATableViewControllersTableViewIsItsRootView() throws {
    let members = """
        private let badge = UILabel(text: "3 new")
        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
          tableView.rowHeight = UITableView.automaticDimension
          tableView.addSubview(badge)
          badge.translatesAutoresizingMaskIntoConstraints = false
          badge.topAnchor.constraint(equalTo: tableView.topAnchor, constant: 8).isActive = true
          badge.trailingAnchor.constraint(equalTo: tableView.trailingAnchor, constant: -8).isActive = true
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
      """
    let (frames, _) = try laidOut(members, superclass: "UITableViewController", before: "canvas(width: 200, height: 300)\n")
    XCTAssertEqual(frames["badge"], Rect(x: 152, y: 8, width: 40, height: 20))
  }

  func testASizeParametersPlaceholderIsAPlaceholderBoxs() throws {
    let members = """
        private let ring = UIView()
        init(size: CGSize, origin: CGPoint) {
          let frame = CGRect(x: origin.x, y: origin.y, width: size.width, height: size.height)
          super.init(frame: frame)
          ring.frame = frame
          addSubview(ring)
        }
      """
    let (frames, _) = try laidOut(members)
    // A CGSize is 80×44, a placeholder box's (our choice), so the ring it sizes shows; a CGPoint zero.
    XCTAssertEqual(frames["ring"], Rect(x: 0, y: 0, width: 80, height: 44))
  }

  func testAutoresizingMasksFollowTheSuperview() throws {
    let members = """
        private let panel = UIView()
        private let fill = UIView()
        private let corner = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        override init(frame: CGRect) {
          super.init(frame: frame)
          panel.translatesAutoresizingMaskIntoConstraints = false
          addSubview(panel)
          fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
          panel.addSubview(fill)
          corner.autoresizingMask = .flexibleLeftMargin
          panel.addSubview(corner)
          NSLayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: topAnchor, constant: 10), panel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            panel.widthAnchor.constraint(equalToConstant: 100), panel.heightAnchor.constraint(equalToConstant: 50),
          ])
        }
      """
    let (frames, _) = try laidOut(members, before: "canvas(width: 200, height: 100)\n")
    // `h=-&-`: both margins as they were, 0 in a panel of 0 when the constraints are made: the panel's size.
    XCTAssertEqual(frames["fill"], Rect(x: 10, y: 10, width: 100, height: 50))
    // `h=&--`: the right margin kept, 0 - 0 - 30 = -30 (it ends 30 past the panel's right edge, 110), and the
    // width; the top and the height fixed.
    XCTAssertEqual(frames["corner"], Rect(x: 110, y: 10, width: 30, height: 10))
  }

  func testWhatIsNotModelledIsNamedOnceAndAFontTakesItsDefault() throws {
    let members = """
        lazy var title: UILabel = {
          let label = UILabel()
          label.text = "Hello"
          label.font = UIFont.preferredFont(for: .title1, weight: .bold)
          label.textColor = UIColor(hexString: "1d2a3b")
          label.shadowPath = UIColor.separator.cgColor
          label.textAttributes[.foregroundColor] = UIColor.white
          return label
        }()
        lazy var level = UISlider(primaryAction: nil)
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(title)
          title.sizeToFit()
        }
      """
    let (frames, messages) = try laidOut(members)
    // The font is the label's default, 16: "Hello" is 5 × 8 by 20 (SPEC 1.3's text metric).
    XCTAssertEqual(frames["title"], Rect(x: 0, y: 0, width: 40, height: 20))
    XCTAssertTrue(messages.contains("'UIFont.preferredFont(for:weight:)' is not modelled: 'font' of 'label' takes its default, 16, where a number belongs"),
                  messages.joined(separator: "\n"))
    XCTAssertTrue(messages.contains("'UISlider(primaryAction:)' is not modelled: the argument is left out"), messages.joined(separator: "\n"))
    // An entry set through the subscript of a property not modelled (mastodon's title view) is appearance too.
    XCTAssertTrue(messages.contains { $0.hasPrefix("'shadowPath', 'textAttributes' are not modelled and taken as appearance only") },
                  messages.joined(separator: "\n"))
    let listed = try XCTUnwrap(messages.first { $0.hasPrefix("not declared in the snippet") })
    XCTAssertTrue(listed.hasSuffix("values qlrepl does not model, opaque placeholders: UIColor.cgColor, UIColor.init(hexString:), "
                                     + "UIFont.preferredFont(for:weight:), label.textAttributes"), listed)
  }

  func testNestedUIKitTypesAndStaticMembersOfAnotherFile() throws {
    let members = """
        private lazy var stack: UIStackView = {
          let stack = UIStackView(arrangedSubviews: [first, second])
          stack.axis = NSLayoutConstraint.Axis.vertical
          stack.distribution = UIStackView.Distribution.fillEqually
          stack.spacing = UIStackView.spacingUseSystem
          stack.translatesAutoresizingMaskIntoConstraints = false
          return stack
        }()
        let first = UILabel(text: "One")
        let second = UILabel(text: "Two")
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(stack)
          stack.topAnchor.constraint(equalTo: topAnchor).isActive = true
          stack.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
        }
      """
    let (frames, _) = try laidOut(members)
    // Vertical, equal heights of 20, the system spacing of 8 between them.
    XCTAssertEqual(frames["first"], Rect(x: 0, y: 0, width: 24, height: 20))
    XCTAssertEqual(frames["second"], Rect(x: 0, y: 28, width: 24, height: 20))
  }

  func testSelfIsTheViewItselfAndAControllersSelfIsAPlaceholder() throws {
    let view = """
        let badge = UILabel(text: "7")
        override init(frame: CGRect) {
          super.init(frame: frame)
          let owner = self
          owner.addSubview(badge)
          badge.translatesAutoresizingMaskIntoConstraints = false
          NSLayoutConstraint(item: badge, attribute: .trailing, relatedBy: .equal, toItem: self, attribute: .trailing,
                             multiplier: 1, constant: -10).isActive = true
          badge.topAnchor.constraint(equalTo: self.topAnchor, constant: 10).isActive = true
        }
      """
    let (frames, _) = try laidOut(view, before: "canvas(width: 100, height: 60)\n")
    XCTAssertEqual(frames["badge"], Rect(x: 82, y: 10, width: 8, height: 20))

    let controller = """
        private lazy var list: UITableView = {
          let list = UITableView()
          list.prefetchDataSource = self
          list.translatesAutoresizingMaskIntoConstraints = false
          return list
        }()
        override func viewDidLoad() {
          super.viewDidLoad()
          self.view.addSubview(list)
          addChild(child)
          child.didMove(toParent: self)
          NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: view.topAnchor, constant: 20), list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            list.leadingAnchor.constraint(equalTo: view.leadingAnchor), list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
          ])
        }
      """
    let (controllerFrames, messages) = try laidOut("  let child = DetailsViewController()\n" + controller, superclass: "UIViewController",
                                                   before: "canvas(width: 200, height: 300)\n")
    XCTAssertEqual(controllerFrames["list"], Rect(x: 0, y: 20, width: 200, height: 280))
    XCTAssertNil(controllerFrames["self"], "the controller is no view of the layout")
    XCTAssertTrue(messages.contains("'addChild(…)' is a UIKit call and is ignored: it does not change the layout"), messages.joined(separator: "\n"))
  }

  func testAnInitWithParametersRunsWithPlaceholdersAndItsDefaults() throws {
    let members = """
        private let dot = UIView()
        convenience init(count: Int, side: CGFloat) {
          self.init(side: side, label: "x")
        }
        init(side: CGFloat = 12, label: String, inset: CGFloat) {
          super.init(frame: .zero)
          addSubview(dot)
          dot.frame = CGRect(x: inset, y: inset, width: side, height: side)
          accessibilityLabel = label
        }
      """
    let (frames, messages) = try laidOut(members)
    // side is its default, 12; inset a CGFloat's placeholder, 0; the convenience init does not run.
    XCTAssertEqual(frames["dot"], Rect(x: 0, y: 0, width: 12, height: 12))
    XCTAssertTrue(messages.contains { $0.hasPrefix("2 properties and parameters without a value take a placeholder")
      && $0.contains("label (String, of init(side:label:inset:)), inset (CGFloat, of init(side:label:inset:))") },
                  messages.joined(separator: "\n"))
    XCTAssertTrue(messages.contains("'init' that calls another init (which runs) is ignored: a script runs a class's views and layout, not its UIKit code"))
  }
}
