import LayoutCore
import LayoutScript
import XCTest

/// UIKit's anchors as Apple's Auto Layout Guide and real projects write them: each example
/// follows a public page or file (named in `follows`), written anew, with the frames UIKit's
/// rules give worked out by hand beside it.
final class UIKitAnchorsExamplesTests: XCTestCase {
  static let examples: [UIKitExample] = [
    // Margins of a view controller's root view: 16 on a 375-wide canvas (0 top and bottom):
    // x 16, width 375 - 32 = 343, height 2 × 343 = 686.
    UIKitExample(name: "guide-layout-anchors", follows: "Apple, Auto Layout Guide, Programmatically Creating Constraints (Layout Anchors)", source: """
      class ViewController: UIViewController {
        let myView = UIView()
        override func viewDidLoad() {
          super.viewDidLoad()
          myView.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(myView)
          let margins = view.layoutMarginsGuide
          myView.leadingAnchor.constraint(equalTo: margins.leadingAnchor).isActive = true
          myView.trailingAnchor.constraint(equalTo: margins.trailingAnchor).isActive = true
          myView.topAnchor.constraint(equalTo: margins.topAnchor).isActive = true
          myView.heightAnchor.constraint(equalTo: myView.widthAnchor, multiplier: 2.0).isActive = true
        }
      }
      """, frames: ["myView": [16, 0, 343, 686], "view": [0, 0, 375, 667]]),
    // The same with NSLayoutConstraint(item:…): margin attributes are the margins guide's edges.
    UIKitExample(name: "guide-item-attribute", follows: "Apple, Auto Layout Guide, Programmatically Creating Constraints (NSLayoutConstraint Class)", source: """
      class ViewController: UIViewController {
        let myView = UIView()
        override func viewDidLoad() {
          super.viewDidLoad()
          myView.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(myView)
          NSLayoutConstraint(item: myView, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leadingMargin, multiplier: 1.0, constant: 0.0).isActive = true
          NSLayoutConstraint(item: myView, attribute: .trailing, relatedBy: .equal, toItem: view, attribute: .trailingMargin, multiplier: 1.0, constant: 0.0).isActive = true
          NSLayoutConstraint(item: myView, attribute: .top, relatedBy: .equal, toItem: view, attribute: .topMargin, multiplier: 1.0, constant: 0.0).isActive = true
          NSLayoutConstraint(item: myView, attribute: .height, relatedBy: .equal, toItem: myView, attribute: .width, multiplier: 2.0, constant: 0.0).isActive = true
        }
      }
      """, frames: ["myView": [16, 0, 343, 686]]),
    // Safe area of a 390×844 phone (47 top, 34 bottom): header at y 47; footer's bottom at
    // 844 - 34 = 810, so y 760.
    UIKitExample(name: "safe-area-bars", follows: "github.com/JYR-code62/Git-xcode-practice AutoLayoutProject/DynamicLabel/DynamicLabel.swift (constraints against view.safeAreaLayoutGuide)", source: """
      canvas(width: 390, height: 844, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
      class ViewController: UIViewController {
        let header = UIView()
        let footer = UIView()
        override func viewDidLoad() {
          super.viewDidLoad()
          [header, footer].forEach { view.addSubview($0) }
          header.translatesAutoresizingMaskIntoConstraints = false
          footer.translatesAutoresizingMaskIntoConstraints = false
          let guide = view.safeAreaLayoutGuide
          NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: guide.topAnchor),
            header.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
            footer.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footer.heightAnchor.constraint(equalToConstant: 50),
          ])
        }
      }
      """, frames: ["header": [0, 47, 390, 44], "footer": [0, 760, 390, 50]]),
    // A view's own margins are 8: title at (8, 8), 5 × 8 = 40 wide; the fitted height 8 + 20 + 8 = 36.
    // The value's first baseline (top + 20, font 20) meets the title's (8 + 16 = 24): top 4;
    // its trailing edge at 320 - 8, 6 × 10 = 60 wide: x 252.
    UIKitExample(name: "view-init-baselines", follows: "Apple, UIView.firstBaselineAnchor and layoutMargins (a view set up in its own init(frame:), addSubview without a receiver)", source: """
      canvas(width: 320, height: .infinity, mode: .fit)
      final class TotalView: UIView {
        let titleLabel = UILabel(text: "Total")
        let valueLabel = UILabel(text: "$42.00", font: 20)
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(titleLabel)
          addSubview(valueLabel)
          titleLabel.translatesAutoresizingMaskIntoConstraints = false
          valueLabel.translatesAutoresizingMaskIntoConstraints = false
          NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            valueLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            valueLabel.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
          ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
      }
      """, frames: ["self": [0, 0, 320, 36], "titleLabel": [8, 8, 40, 20], "valueLabel": [252, 4, 60, 25]]),
    // translatesAutoresizingMaskIntoConstraints left true: UIKit's h=--& v=--& constraints pin
    // the label at (0, 0, 0, 0) and the script's own constraints are the ones broken.
    UIKitExample(name: "autoresizing-left-on", follows: "Apple, UIView.translatesAutoresizingMaskIntoConstraints (left true, its constraints fix the frame)", source: """
      class ViewController: UIViewController {
        let label = UILabel(text: "Hello")
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(label)
          NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
          ])
        }
      }
      """, frames: ["label": [0, 0, 0, 0]], conflicts: true,
      constraints: [#"label.left == view.left id:"h=--&""#, #"label.width == 0 id:"h=--&""#]),
    // Hugging decides who stretches: the value hugs at 750, the name at 250 stretches from
    // x 16 to 375 - 16 - 16 - 8 = 335 (width 319); the value "42" is 16 wide at 343.
    UIKitExample(name: "hugging-row", follows: "Apple, Auto Layout Guide, Anatomy of a Constraint (Intrinsic Content Size, hugging)", source: """
      let root = UIView()
      let nameLabel = UILabel(text: "Answer")
      let valueLabel = UILabel(text: "42")
      for label in [nameLabel, valueLabel] {
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
      }
      valueLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
      NSLayoutConstraint.activate([
        nameLabel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        nameLabel.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
        valueLabel.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor, constant: 8),
        valueLabel.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        valueLabel.topAnchor.constraint(equalTo: nameLabel.topAnchor),
      ])
      """, frames: ["nameLabel": [16, 12, 319, 20], "valueLabel": [343, 12, 16, 20]]),
    // System spacing: 8 after, 2 × 8 below. first at (20, 20), 40 wide; second x 20 + 40 + 8;
    // third y 20 + 20 + 16.
    UIKitExample(name: "system-spacing", follows: "Apple, NSLayoutXAxisAnchor.constraint(equalToSystemSpacingAfter:multiplier:)", source: """
      let root = UIView()
      let first = UILabel(text: "First")
      let second = UILabel(text: "Second")
      let third = UILabel(text: "Third")
      for label in [first, second, third] {
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
      }
      NSLayoutConstraint.activate([
        first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        first.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 1),
        second.firstBaselineAnchor.constraint(equalTo: first.firstBaselineAnchor),
        third.topAnchor.constraint(equalToSystemSpacingBelow: first.bottomAnchor, multiplier: 2),
        third.leadingAnchor.constraint(equalTo: first.leadingAnchor),
      ])
      """, frames: ["first": [20, 20, 40, 20], "second": [68, 20, 48, 20], "third": [20, 56, 40, 20]]),
    // Centred at half the width with a 3:4 ratio on 400×600: 200 × 150 at (100, 225).
    UIKitExample(name: "center-multiplier", follows: "Apple, NSLayoutDimension.constraint(equalTo:multiplier:) (an aspect ratio, a fraction of the superview)", source: """
      canvas(width: 400, height: 600)
      let root = UIView()
      let card = UIView()
      card.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(card)
      NSLayoutConstraint.activate([
        card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        card.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        card.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
        card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.75),
      ])
      """, frames: ["card": [100, 225, 200, 150]]),
    // Three equal spacer guides around two buttons on 400: 40 + 72 = 112, the rest 288 / 3 = 96.
    UIKitExample(name: "spacer-guides", follows: "github.com/magerate/TestProjects Views_with_Intrinsic_Content_Size/Views_with_Intrinsic_Content_Size/TwoButtonViewConroller.swift", source: """
      canvas(width: 400, height: 300)
      let root = UIView()
      let ok = UIButton(title: "OK")
      let cancel = UIButton(title: "Cancel")
      let spacers = [UILayoutGuide(), UILayoutGuide(), UILayoutGuide()]
      for button in [ok, cancel] {
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
      }
      for spacer in spacers { root.addLayoutGuide(spacer) }
      NSLayoutConstraint.activate([
        spacers[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ok.leadingAnchor.constraint(equalTo: spacers[0].trailingAnchor),
        spacers[1].leadingAnchor.constraint(equalTo: ok.trailingAnchor),
        cancel.leadingAnchor.constraint(equalTo: spacers[1].trailingAnchor),
        spacers[2].leadingAnchor.constraint(equalTo: cancel.trailingAnchor),
        spacers[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
        spacers[1].widthAnchor.constraint(equalTo: spacers[0].widthAnchor),
        spacers[2].widthAnchor.constraint(equalTo: spacers[0].widthAnchor),
        ok.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        cancel.topAnchor.constraint(equalTo: ok.topAnchor),
      ])
      """, frames: ["ok": [96, 100, 40, 34], "cancel": [232, 100, 72, 34]]),
    // A kept constraint changed later: deactivated for another, its constant set after activation.
    UIKitExample(name: "toggle-constraints", follows: "Apple, NSLayoutConstraint.isActive and deactivate(_:) (stored constraints switched)", source: """
      class ViewController: UIViewController {
        let panel = UIView()
        var collapsed: NSLayoutConstraint!
        var expanded: NSLayoutConstraint!
        override func viewDidLoad() {
          super.viewDidLoad()
          panel.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(panel)
          collapsed = panel.heightAnchor.constraint(equalToConstant: 0)
          expanded = panel.heightAnchor.constraint(equalToConstant: 120)
          NSLayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: view.topAnchor),
            panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            panel.widthAnchor.constraint(equalToConstant: 100),
            collapsed,
          ])
          collapsed.isActive = false
          expanded.isActive = true
          expanded.constant = 80
        }
      }
      """, frames: ["panel": [0, 0, 100, 80]]),
    // The readable content guide on a 1024-wide canvas: margins 20, so 984 wide; readable at
    // most 672, centred: x (1024 - 672) / 2 = 176.
    UIKitExample(name: "readable-content", follows: "github.com/jrasmusson/autolayout-course 1-Examples/1-Examples/ReadableContentGuides.swift", source: """
      canvas(width: 1024, height: 768)
      class ArticleViewController: UIViewController {
        let body = UILabel(text: "Text", lines: 0)
        override func viewDidLoad() {
          super.viewDidLoad()
          body.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(body)
          let readable = view.readableContentGuide
          NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            body.topAnchor.constraint(equalTo: readable.topAnchor, constant: 24),
          ])
        }
      }
      """, frames: ["body": [176, 24, 672, 20]]),
    // The root's margins are at least its system minimum (16 at the sides): leading max(4, 16),
    // trailing 30, top 10. The card preserves them: max(8, 16) and max(8, 30) at the sides; its
    // top margin stays 8 (the root's margins end far above it).
    UIKitExample(name: "preserved-margins", follows: "Apple, UIView.preservesSuperviewLayoutMargins and UIViewController.viewRespectsSystemMinimumLayoutMargins", source: """
      class ViewController: UIViewController {
        let card = UIView()
        let label = UILabel(text: "Inside")
        override func viewDidLoad() {
          super.viewDidLoad()
          view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 4, bottom: 10, trailing: 30)
          view.addSubview(card)
          card.addSubview(label)
          card.translatesAutoresizingMaskIntoConstraints = false
          label.translatesAutoresizingMaskIntoConstraints = false
          card.preservesSuperviewLayoutMargins = true
          NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            card.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalToConstant: 100),
            label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
          ])
        }
      }
      """, frames: ["label": [16, 108, 329, 20], "card.layoutMarginsGuide": [16, 108, 329, 84], "view.layoutMarginsGuide": [16, 10, 329, 647]]),
    // A label of unlimited lines between 90-point insets: 375 - 180 = 195 wide, 24 characters a
    // line: "A label that wraps onto" / "more lines when it is" / "pinned on both sides", 3 × 20 tall.
    UIKitExample(name: "multiline-label", follows: "github.com/JYR-code62/Git-xcode-practice AutoLayoutProject/DynamicLabel/DynamicLabel.swift", source: """
      class DynamicLabel: UIViewController {
        let label = UILabel()
        override func viewDidLoad() {
          super.viewDidLoad()
          label.translatesAutoresizingMaskIntoConstraints = false
          label.text = "A label that wraps onto more lines when it is pinned on both sides"
          label.numberOfLines = 0
          label.lineBreakMode = .byWordWrapping
          view.addSubview(label)
          addConstraints()
        }
        func addConstraints() {
          var constraints = [NSLayoutConstraint]()
          constraints.append(label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 90))
          constraints.append(label.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -90))
          constraints.append(label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 160))
          constraints.append(label.heightAnchor.constraint(greaterThanOrEqualToConstant: 45))
          NSLayoutConstraint.activate(constraints)
        }
      }
      """, frames: ["label": [90, 160, 195, 60]]),
    // A stack of 30 rows in a scroll view's content guide: 30 × 20 + 29 × 10 = 890 tall, past the
    // 667-point frame (the content scrolls); as wide as the frame guide less 32.
    UIKitExample(name: "scroll-view-guides", follows: "Apple, Auto Layout Guide, Working with Scroll Views (contentLayoutGuide, frameLayoutGuide)", source: """
      class ScrollViewController: UIViewController {
        let scrollView = UIScrollView()
        let stack = UIStackView()
        override func viewDidLoad() {
          super.viewDidLoad()
          scrollView.translatesAutoresizingMaskIntoConstraints = false
          stack.translatesAutoresizingMaskIntoConstraints = false
          stack.axis = .vertical
          stack.spacing = 10
          for index in 0..<30 {
            let row = UILabel(text: "Row \\(index)")
            stack.addArrangedSubview(row)
          }
          view.addSubview(scrollView)
          scrollView.addSubview(stack)
          NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
          ])
        }
      }
      """, frames: ["scrollView": [0, 0, 375, 667], "stack": [16, 20, 343, 890], "row#30": [16, 890, 343, 20],
                    "scrollView.contentLayoutGuide": [0, 0, 375, 930]]),
    // Labels pinned to a scroll view's own edges, as code from before iOS 11 does: the guide says
    // constraints between a scroll view's edges and its content attach to the content area, so the
    // labels keep their own sizes and the content area is 16 + 104 + 16 wide and 12 + 20 + 8 + 20 + 12
    // tall (a plain view's edges would stretch the title to 615 and the body to 343).
    UIKitExample(name: "scroll-view-edges-are-its-content", follows: "Apple, Auto Layout Guide, Working with Scroll Views (constraints between the edges of the scroll view and its content attach to the content area)", source: """
      let root = UIView()
      let scrollView = UIScrollView()
      let titleLabel = UILabel(text: "Terms")
      let bodyLabel = UILabel(text: "Read them all")
      for view in [scrollView, titleLabel, bodyLabel] {
        view.translatesAutoresizingMaskIntoConstraints = false
      }
      root.addSubview(scrollView)
      scrollView.addSubview(titleLabel)
      scrollView.addSubview(bodyLabel)
      NSLayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: root.topAnchor),
        scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        titleLabel.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 12),
        titleLabel.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 16),
        bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
        bodyLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
        bodyLabel.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: -16),
        bodyLabel.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -12),
      ])
      """, frames: ["scrollView": [0, 0, 375, 667], "titleLabel": [16, 12, 40, 20], "bodyLabel": [16, 40, 104, 20],
                    "scrollView.contentLayoutGuide": [0, 0, 136, 72]]),
    // A file of one top-level function that builds a card and returns it: called with its default
    // subtitle and a placeholder title ("title", 5 × 8 = 40 wide), the stack as wide as its widest
    // label ("Subtitle", 64) and 20 + 4 + 20 tall, 16 in from the card's top leading corner.
    UIKitExample(name: "top-level-factory-shown", follows: "Apple, Auto Layout Guide, Programmatically Creating Constraints (a function returning a configured view)", source: """
      import UIKit

      func makeCard(title: String, subtitle: String? = "Subtitle") -> UIView {
          let card = UIView()
          let stack = UIStackView()
          stack.axis = .vertical
          stack.spacing = 4
          stack.translatesAutoresizingMaskIntoConstraints = false
          let titleLabel = UILabel()
          titleLabel.text = title
          let subtitleLabel = UILabel()
          subtitleLabel.text = subtitle
          stack.addArrangedSubview(titleLabel)
          stack.addArrangedSubview(subtitleLabel)
          card.addSubview(stack)
          NSLayoutConstraint.activate([
              stack.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
              stack.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
          ])
          return card
      }
      """, frames: ["card": [0, 0, 375, 667], "stack": [16, 16, 64, 44], "titleLabel": [16, 16, 64, 20], "subtitleLabel": [16, 40, 64, 20]]),
    // Two optional widths: 100 at 751 (.defaultHigh + 1) wins over 200 at 750.
    UIKitExample(name: "priority-arithmetic", follows: "Apple, UILayoutPriority (its values and arithmetic: .defaultHigh + 1)", source: """
      let root = UIView()
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(box)
      let w = box.widthAnchor.constraint(equalToConstant: 100)
      w.priority = .defaultHigh + 1
      let w2 = box.widthAnchor.constraint(equalToConstant: 200)
      w2.priority = UILayoutPriority.defaultHigh
      NSLayoutConstraint.activate([w, w2, box.heightAnchor.constraint(equalToConstant: 10), box.topAnchor.constraint(equalTo: root.topAnchor), box.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
      """, frames: ["box": [0, 0, 100, 10]], constraints: ["box.width == 100 @751", "box.width == 200 @750"]),
  ]

  func testExamplesGiveUIKitsFrames() {
    XCTAssertGreaterThanOrEqual(Self.examples.count, 10)
    for example in Self.examples { example.check() }
  }

  /// UIKit's own errors are the script's: a priority turned required on an active constraint.
  func testAnActiveConstraintKeepsItsKindOfPriority() {
    let source = """
      let root = UIView()
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(box)
      let width = box.widthAnchor.constraint(equalToConstant: 100)
      width.priority = .defaultHigh
      width.isActive = true
      width.priority = .required
      """
    XCTAssertThrowsError(try ScriptEvaluator.evaluate(source: source, path: "p.ql")) { error in
      let message = (error as? ScriptFailure)?.diagnostics.first?.message ?? ""
      XCTAssert(message.contains("cannot change between required and optional"), message)
    }
  }
}
