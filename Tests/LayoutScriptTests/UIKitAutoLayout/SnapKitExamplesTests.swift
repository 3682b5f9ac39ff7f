import LayoutCore
import XCTest

/// SnapKit as its README and real projects write it: each example follows a public file
/// (written anew), with the frames worked out by hand. SnapKit's `offset` adds to the constant,
/// `inset` moves every edge inwards, `equalTo(number)` on an edge is against the superview.
final class SnapKitExamplesTests: XCTestCase {
  static let examples: [UIKitExample] = [
    // 20 inside every edge of 375 × 667.
    UIKitExample(name: "edges-inset", follows: "github.com/zxf-sagittarius/playground swift_carthage/swift_carthage/ViewController.swift", source: """
      import SnapKit
      class ViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let v = UIView()
          v.backgroundColor = .blue
          view.addSubview(v)
          v.snp.makeConstraints { (make) in
            make.edges.equalToSuperview().inset(20)
          }
        }
      }
      """, frames: ["v": [20, 20, 335, 627]]),
    // Offsets edge by edge (bottom and right negative), and insets of a UIEdgeInsets.
    UIKitExample(name: "offsets-and-insets", follows: "github.com/loveapplepi/TIL iOS/SnapKitTutorial/SnapKitTutorial/ViewController.swift", source: """
      class ViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let redView = UIView()
          self.view.addSubview(redView)
          redView.snp.makeConstraints { make in
            make.top.equalTo(self.view).offset(20)
            make.leading.equalTo(self.view).offset(20)
            make.bottom.equalTo(self.view).offset(-20)
            make.right.equalTo(self.view).offset(-20)
          }
          let yellowView = UIView()
          self.view.addSubview(yellowView)
          yellowView.snp.makeConstraints { make in
            make.edges.equalTo(self.view).inset(UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50))
          }
        }
      }
      """, frames: ["redView": [20, 20, 335, 627], "yellowView": [50, 50, 275, 567]]),
    // 100 × 100 centred: (375 - 100) / 2, (667 - 100) / 2.
    UIKitExample(name: "size-center", follows: "github.com/5nn/mkd Snapkit/SnapKit.markdown", source: """
      class ViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let testView = UIView()
          view.addSubview(testView)
          testView.snp.makeConstraints { (make) in
            make.width.equalTo(100)
            make.height.equalTo(100)
            make.center.equalTo(view)
          }
        }
      }
      """, frames: ["testView": [137.5, 283.5, 100, 100]]),
    // Under a 47-point safe area on 390: the logo at 47 + 40, centred at (390 - 80) / 2; the
    // field 24 below it (191), 20 in on both sides; the button 16 below the field.
    UIKitExample(name: "login-safe-area", follows: "SnapKit docs (snapkit.github.io/SnapKit/docs: safeAreaLayoutGuide.snp targets, chained attributes, priority(.high))", source: """
      canvas(width: 390, height: 844, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
      import SnapKit
      class LoginViewController: UIViewController {
        let logo = UIImageView(width: 80, height: 80)
        let emailField = UITextField()
        let loginButton = UIButton(title: "Log in")
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(logo)
          view.addSubview(emailField)
          view.addSubview(loginButton)
          logo.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide.snp.top).offset(40)
            make.centerX.equalToSuperview()
            make.size.equalTo(CGSize(width: 80, height: 80))
          }
          emailField.snp.makeConstraints { make in
            make.top.equalTo(logo.snp.bottom).offset(24)
            make.leading.trailing.equalToSuperview().inset(20)
            make.height.equalTo(44)
          }
          loginButton.snp.makeConstraints {
            $0.top.equalTo(emailField.snp.bottom).offset(16)
            $0.left.right.equalTo(emailField)
            $0.height.equalTo(48).priority(.high)
          }
        }
      }
      """, frames: ["logo": [155, 87, 80, 80], "emailField": [20, 191, 350, 44], "loginButton": [20, 251, 350, 48]]),
    // Half the width, a quarter of that tall: 200 × 50 at (100, 100) on 400 × 600.
    UIKitExample(name: "multiplied-divided", follows: "SnapKit docs (multipliedBy, dividedBy)", source: """
      canvas(width: 400, height: 600)
      let root = UIView()
      let panel = UIView()
      root.addSubview(panel)
      panel.snp.makeConstraints { make in
        make.width.equalToSuperview().multipliedBy(0.5)
        make.height.equalTo(panel.snp.width).dividedBy(4)
        make.centerX.equalToSuperview()
        make.top.equalToSuperview().offset(100)
      }
      """, frames: ["panel": [100, 100, 200, 50]]),
    // A preferred 300 at low priority under a required at most 320 - 40: 280, centred at 20.
    UIKitExample(name: "priorities", follows: "SnapKit docs (priority(.low), lessThanOrEqualToSuperview)", source: """
      canvas(width: 320, height: 480)
      let root = UIView()
      let card = UIView()
      root.addSubview(card)
      card.snp.makeConstraints { make in
        make.width.equalTo(300).priority(.low)
        make.width.lessThanOrEqualToSuperview().offset(-40)
        make.centerX.equalToSuperview()
        make.top.equalToSuperview()
        make.height.equalTo(100)
      }
      """, frames: ["card": [20, 0, 280, 100]]),
    // updateConstraints changes the matching constraint's constant: 44 → 88.
    UIKitExample(name: "update", follows: "SnapKit docs (updateConstraints)", source: """
      let root = UIView()
      let bar = UIView()
      root.addSubview(bar)
      bar.snp.makeConstraints {
        $0.top.leading.trailing.equalToSuperview()
        $0.height.equalTo(44)
      }
      bar.snp.updateConstraints { make in
        make.height.equalTo(88)
      }
      """, frames: ["bar": [0, 0, 375, 88]]),
    // updateConstraints of a view with no SnapKit constraints yet makes them (SnapKit's
    // ConstraintMaker.updateConstraints), here in a cell's layoutSubviews: the cell is 20 + 16 tall,
    // the box from 2 to 36 - 10 = 26, at 375 - 23 - 20 = 332.
    UIKitExample(name: "update-makes-first", follows: "github.com/cuappdev/uplift-ios Uplift/Views/Cells/DropdownViewCell.swift", source: """
      import SnapKit
      class ChoiceCell: UITableViewCell {
        private let nameLabel = UILabel()
        private let box = UIView()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
          nameLabel.text = "Pool"
          addSubview(nameLabel)
          addSubview(box)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override open func layoutSubviews() {
          super.layoutSubviews()
          setupConstraints()
        }
        func setupConstraints() {
          nameLabel.snp.updateConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.top.equalToSuperview()
            make.bottom.equalToSuperview().offset(-16)
          }
          box.snp.updateConstraints { make in
            make.top.equalToSuperview().offset(2)
            make.trailing.equalToSuperview().offset(-23)
            make.width.equalTo(20)
            make.bottom.equalToSuperview().offset(-10)
          }
        }
      }
      """, frames: ["nameLabel": [16, 0, 32, 20], "box": [332, 2, 20, 24]]),
    // remakeConstraints drops the first set: 60 × 60 centred.
    UIKitExample(name: "remake", follows: "SnapKit docs (remakeConstraints)", source: """
      let root = UIView()
      let box = UIView()
      root.addSubview(box)
      box.snp.makeConstraints { make in
        make.top.left.equalToSuperview().offset(10)
        make.size.equalTo(50)
      }
      box.snp.remakeConstraints { make in
        make.center.equalToSuperview()
        make.size.equalTo(60)
      }
      """, frames: ["box": [157.5, 303.5, 60, 60]]),
    // labeled(…) names the constraint; view.snp.bottom targets another view's edge.
    UIKitExample(name: "labeled-targets", follows: "github.com/SnapKit/SnapKit Example-iOS/demos/SimpleLayoutViewController.swift (view.snp.bottom targets) and SnapKit docs (labeled)", source: """
      let root = UIView()
      let title = UILabel(text: "Title")
      let detail = UILabel(text: "Detail text")
      root.addSubview(title)
      root.addSubview(detail)
      title.snp.makeConstraints { make in
        make.top.equalToSuperview().offset(16).labeled("title.top")
        make.leading.equalToSuperview().inset(16)
      }
      detail.snp.makeConstraints { make in
        make.top.equalTo(title.snp.bottom).offset(8)
        make.leading.equalTo(title)
      }
      """, frames: ["title": [16, 16, 40, 20], "detail": [16, 44, 88, 20]], constraints: [#"title.top == root.top + 16 id:"title.top""#]),
    // A table cell's content view fitted to its label: 10 + 20 + 10 = 40 tall, no right inset.
    UIKitExample(name: "cell-content-view", follows: "github.com/androidandra/TestAppGitRemote TestApp/CustomTableViewCell.swift", source: """
      canvas(width: 375, height: .infinity, mode: .fit)
      import SnapKit
      class CustomTableViewCell: UITableViewCell {
        let label = UILabel(text: "Row")
        override init(style: UITableViewCellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
          contentView.addSubview(label)
          label.snp.makeConstraints { (make) -> Void in
            make.edges.equalTo(contentView).inset(UIEdgeInsetsMake(10, 10, 10, 0))
          }
        }
        required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
      }
      """, frames: ["contentView": [0, 0, 375, 40], "label": [10, 10, 365, 20]]),
    // A cell that adds its labels to itself: title 8 down, 16 in; body 2 below it, 10 above the
    // bottom: 8 + 25 + 2 + 18.75 + 10 = 63.75 tall (fonts 20 and 15).
    UIKitExample(name: "cell-self", follows: "github.com/IlahaS/NetworkingProject NetworkingProject/Models/TableViewCell.swift", source: """
      canvas(width: 375, height: .infinity, mode: .fit)
      class TableViewCell: UITableViewCell {
        let titleLabel: UILabel = {
          let label = UILabel(text: "Title")
          label.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
          label.translatesAutoresizingMaskIntoConstraints = false
          return label
        }()
        let bodyLabel: UILabel = {
          let label = UILabel(text: "Body")
          label.font = UIFont.systemFont(ofSize: 15)
          return label
        }()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: "Cell")
          addSubview(titleLabel)
          addSubview(bodyLabel)
          titleLabel.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(8)
            make.leading.equalToSuperview().offset(16)
            make.trailing.equalToSuperview().offset(-16)
          }
          bodyLabel.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(2)
            make.leading.equalTo(titleLabel)
            make.trailing.equalTo(titleLabel)
            make.bottom.equalToSuperview().offset(-10)
          }
        }
        required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
      }
      """, frames: ["self": [0, 0, 375, 63.75], "titleLabel": [16, 8, 343, 25], "bodyLabel": [16, 35, 343, 18.75]]),
    // SnapKit's README quick start: 50 × 50 centred.
    UIKitExample(name: "readme-quick-start", follows: "github.com/SnapKit/SnapKit README.md (Quick Start)", source: """
      import SnapKit
      class MyViewController: UIViewController {
        lazy var box = UIView()
        override func viewDidLoad() {
          super.viewDidLoad()
          self.view.addSubview(box)
          box.backgroundColor = .green
          box.snp.makeConstraints { (make) -> Void in
            make.width.height.equalTo(50)
            make.center.equalTo(self.view)
          }
        }
      }
      """, frames: ["box": [162.5, 308.5, 50, 50]]),
    // Constraints made in updateViewConstraints, once: the red view 20 below and 20 left of the
    // centred black one: top 383.5 + 20, right 137.5 - 20.
    UIKitExample(name: "update-view-constraints", follows: "github.com/SnapKit/SnapKit Example-iOS/demos/SimpleLayoutViewController.swift", source: """
      class SimpleLayoutViewController: UIViewController {
        var didSetupConstraints = false
        let blackView: UIView = {
          let view = UIView()
          view.backgroundColor = .black
          return view
        }()
        let redView: UIView = {
          let view = UIView()
          return view
        }()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(blackView)
          view.addSubview(redView)
          view.setNeedsUpdateConstraints()
        }
        override func updateViewConstraints() {
          if (!didSetupConstraints) {
            blackView.snp.makeConstraints { make in
              make.center.equalTo(view)
              make.size.equalTo(CGSize(width: 100, height: 100))
            }
            redView.snp.makeConstraints { make in
              make.top.equalTo(blackView.snp.bottom).offset(20.0)
              make.right.equalTo(blackView.snp.left).offset(-20.0)
              make.size.equalTo(CGSize(width: 100, height: 100))
            }
            didSetupConstraints = true
          }
          super.updateViewConstraints()
        }
      }
      """, frames: ["blackView": [137.5, 283.5, 100, 100], "redView": [17.5, 403.5, 100, 100]]),
    // Margin attributes are the margins guide's: the card 20 in, the label 8 more.
    UIKitExample(name: "margin-attributes", follows: "SnapKit docs (view.snp.topMargin, leadingMargin targets)", source: """
      let root = UIView()
      let card = UIView()
      let label = UILabel(text: "Margins")
      root.addSubview(card)
      card.addSubview(label)
      card.snp.makeConstraints { make in
        make.edges.equalToSuperview().inset(20)
      }
      label.snp.makeConstraints { make in
        make.top.equalTo(card.snp.topMargin)
        make.leading.equalTo(card.snp.leadingMargin)
      }
      """, frames: ["card": [20, 20, 335, 627], "label": [28, 28, 56, 20]]),
    // Inequalities keep the centred label inside: (375 - 64) / 2.
    UIKitExample(name: "inequalities", follows: "SnapKit docs (greaterThanOrEqualToSuperview, lessThanOrEqualToSuperview)", source: """
      let root = UIView()
      let label = UILabel(text: "Centered")
      root.addSubview(label)
      label.snp.makeConstraints { make in
        make.leading.greaterThanOrEqualToSuperview().offset(16)
        make.trailing.lessThanOrEqualToSuperview().offset(-16)
        make.centerX.equalToSuperview()
        make.top.equalToSuperview().offset(30)
      }
      """, frames: ["label": [155.5, 30, 64, 20]]),
    // A file of a namespace's static factory only, as ivpn/ios-app's NavigationManager is: nothing
    // else shows its views, so the factory is called, its web view a placeholder (80×44) and its
    // title a String placeholder ("title"), and what it returns is the root, kept under the
    // factory's name less its verb (webScreen): the web view under the 20-point title label
    // (20 + 20 + 8 = 48 down), filling the rest.
    UIKitExample(name: "static-factory-shown", follows: "ivpn/ios-app, IVPNClient/Managers/NavigationManager.swift (static func get…ViewController(webView:) pinning a view with SnapKit)", source: """
      import SnapKit
      import WebKit

      enum ScreenFactory {
          static func makeWebScreen(webView: WKWebView, title: String) -> UIView {
              let screen = UIView()
              let titleLabel = UILabel()
              titleLabel.text = title
              titleLabel.setContentHuggingPriority(.required, for: .vertical)
              screen.addSubview(titleLabel)
              screen.addSubview(webView)
              titleLabel.snp.makeConstraints { make in
                  make.top.equalToSuperview().offset(20)
                  make.leading.trailing.equalToSuperview().inset(16)
              }
              webView.snp.makeConstraints { make in
                  make.top.equalTo(titleLabel.snp.bottom).offset(8)
                  make.leading.trailing.bottom.equalToSuperview()
              }
              return screen
          }
      }
      """, frames: ["webScreen": [0, 0, 375, 667], "titleLabel": [16, 20, 343, 20], "webView": [0, 48, 375, 619]]),
  ]

  func testExamplesGiveUIKitsFrames() {
    XCTAssertGreaterThanOrEqual(Self.examples.count, 10)
    for example in Self.examples { example.check() }
  }
}
