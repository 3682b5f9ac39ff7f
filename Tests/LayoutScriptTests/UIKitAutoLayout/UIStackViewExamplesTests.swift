import LayoutCore
import XCTest

/// UIStackView as UIKit lays it out, by the `UISV-…` constraints it makes: each example follows
/// a public page or file (written anew), with the frames worked out by hand from UIStackView's
/// documented distributions and alignments.
final class UIStackViewExamplesTests: XCTestCase {
  /// A script whose `root` holds `stack` (made by `setup`), its constraints off, pinned to the
  /// root's leading, trailing and top edges: the frame most examples give their stack view.
  static func pinned(_ stack: String, _ canvas: String, top: String = "", _ setup: String) -> String {
    """
    \(canvas)
    let root = UIView()
    \(setup)
    \(stack).translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(\(stack))
    NSLayoutConstraint.activate([
      \(stack).leadingAnchor.constraint(equalTo: root.leadingAnchor),
      \(stack).trailingAnchor.constraint(equalTo: root.trailingAnchor),
      \(stack).topAnchor.constraint(equalTo: root.topAnchor\(top)),
    ])
    """
  }

  static let examples: [UIKitExample] = [
    // Vertical, fill, spacing 8, under a 47-point safe area: 16-point margins on 390, labels
    // 20 tall at 67, 95, 123, each stretched to the stack's 358.
    UIKitExample(name: "vertical-fill", follows: "github.com/jrasmusson/ios-starter-kit basics/UIStackView/Distribution-Alignment.md", source: """
      canvas(width: 390, height: 844, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
      class StackViewController: UIViewController {
        let stackView = UIStackView()
        override func viewDidLoad() {
          super.viewDidLoad()
          stackView.axis = .vertical
          stackView.spacing = 8
          stackView.translatesAutoresizingMaskIntoConstraints = false
          for title in ["One", "Two", "Three"] {
            let label = UILabel()
            label.text = title
            stackView.addArrangedSubview(label)
          }
          view.addSubview(stackView)
          NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
          ])
        }
      }
      """, frames: ["stackView": [16, 67, 358, 76], "label": [16, 67, 358, 20], "label#2": [16, 95, 358, 20],
                    "label#3": [16, 123, 358, 20]]),
    // Fill equally: (320 - 2 × 10) / 3 = 100 each.
    UIKitExample(name: "fill-equally", follows: "kaunteya.github.io, Exploring distribution in UIStackView (Fill Equally)", source: pinned("bar", "canvas(width: 320, height: 200)", top: ", constant: 100", """
      let buttons = ["Yes", "No", "Maybe"].map { UIButton(title: $0) }
      let bar = UIStackView(arrangedSubviews: buttons)
      bar.distribution = .fillEqually
      bar.spacing = 10
      """), frames: ["buttons[0]": [0, 100, 100, 34], "buttons[1]": [110, 100, 100, 34], "buttons[2]": [220, 100, 100, 34]]),
    // Fill proportionally: intrinsic 8 and 24 of 32, so 320 × 1/4 = 80 and 240.
    UIKitExample(name: "fill-proportionally", follows: "spin.atomicobject.com, Exploring UIStackView Distribution Types (Fill Proportionally)", source: pinned("stack", "canvas(width: 320, height: 200)", """
      let short = UILabel(text: "A")
      let long = UILabel(text: "BBB")
      let stack = UIStackView(arrangedSubviews: [short, long])
      stack.distribution = .fillProportionally
      """), frames: ["short": [0, 0, 80, 20], "long": [80, 0, 240, 20]]),
    // Fill proportionally with a spacing: the shares (80 and 240 of 320) leave the spacing out,
    // so the second view's share (at 998) gives way to the first's (999): 80, then 320 - 80 - 10.
    UIKitExample(name: "fill-proportionally-spacing", follows: "openradar.appspot.com/34595752 (fillProportionally with a non-zero spacing)", source: pinned("stack", "canvas(width: 320, height: 200)", """
      let short = UILabel(text: "A")
      let long = UILabel(text: "BBB")
      let stack = UIStackView(arrangedSubviews: [short, long])
      stack.distribution = .fillProportionally
      stack.spacing = 10
      """), frames: ["short": [0, 0, 80, 20], "long": [90, 0, 230, 20]],
      constraints: [#"short.width == 0.25 * stack.width @999 id:"UISV-fill-proportionally""#,
                    #"long.width == 0.75 * stack.width @998 id:"UISV-fill-proportionally""#]),
    // A switch hugs at 750 (UIKit's default for it), so the label takes the rest of the row.
    UIKitExample(name: "switch-row", follows: "openradar.appspot.com/39275811 (a label and a switch in a fill stack)", source: """
      let root = UIView()
      let caption = UILabel(text: "Notifications")
      let toggle = UISwitch()
      let row = UIStackView(arrangedSubviews: [caption, toggle])
      row.alignment = .center
      row.spacing = 8
      row.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(row)
      NSLayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        row.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      ])
      """, frames: ["caption": [8, 25.5, 300, 20], "toggle": [316, 20, 51, 31]]),
    // Equal spacing: three 40s in 300 leave 180, two gaps of 90.
    UIKitExample(name: "equal-spacing", follows: "Apple, UIStackView.Distribution.equalSpacing", source: pinned("toolbar", "canvas(width: 300, height: 200)", """
      let icons = [UIImageView(width: 40, height: 40), UIImageView(width: 40, height: 40), UIImageView(width: 40, height: 40)]
      let toolbar = UIStackView(arrangedSubviews: icons)
      toolbar.distribution = .equalSpacing
      toolbar.alignment = .center
      """), frames: ["icons[0]": [0, 0, 40, 40], "icons[1]": [130, 0, 40, 40], "icons[2]": [260, 0, 40, 40],
                    "toolbar": [0, 0, 300, 40]]),
    // Equal centering: centres at 10 and 290, the middle one's at 150, so x 150 - 30.
    UIKitExample(name: "equal-centering", follows: "Apple, UIStackView.Distribution.equalCentering", source: pinned("stack", "canvas(width: 300, height: 200)", """
      let left = UIImageView(width: 20, height: 20)
      let middle = UIImageView(width: 60, height: 20)
      let right = UIImageView(width: 20, height: 20)
      let stack = UIStackView(arrangedSubviews: [left, middle, right])
      stack.distribution = .equalCentering
      """), frames: ["left": [0, 0, 20, 20], "middle": [120, 0, 60, 20], "right": [280, 0, 20, 20]]),
    // Leading alignment in a vertical stack: each label keeps its width at x 0; 20 + 4 → y 24.
    UIKitExample(name: "vertical-leading", follows: "github.com/jrasmusson/ios-starter-kit basics/UIStackView/Distribution-Alignment.md (alignment .leading)", source: pinned("column", "canvas(width: 320, height: 200)", """
      let short = UILabel(text: "Short")
      let long = UILabel(text: "A longer line")
      let column = UIStackView(arrangedSubviews: [short, long])
      column.axis = .vertical
      column.alignment = .leading
      column.spacing = 4
      """), frames: ["short": [0, 0, 40, 20], "long": [0, 24, 104, 20], "column": [0, 0, 320, 44]]),
    // Custom spacing after the first, the second hidden: the third 20 below the first.
    UIKitExample(name: "custom-spacing-hidden", follows: "Apple, UIStackView.setCustomSpacing(_:after:) and hidden arranged subviews", source: """
      let root = UIView()
      let title = UILabel(text: "Title")
      let hint = UILabel(text: "Hint")
      let body = UILabel(text: "Body")
      let stack = UIStackView(arrangedSubviews: [title, hint, body])
      stack.axis = .vertical
      stack.spacing = 8
      stack.setCustomSpacing(20, after: title)
      hint.isHidden = true
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      """, frames: ["title": [0, 0, 40, 20], "body": [0, 40, 40, 20], "stack": [0, 0, 40, 60]]),
    // Margins-relative arrangement: the label 16 and 12 in, the stack 40 + 32 by 20 + 24.
    UIKitExample(name: "margins-relative", follows: "Apple, UIStackView.isLayoutMarginsRelativeArrangement with directionalLayoutMargins", source: """
      let root = UIView()
      let badge = UILabel(text: "Badge")
      let stack = UIStackView(arrangedSubviews: [badge])
      stack.isLayoutMarginsRelativeArrangement = true
      stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      """, frames: ["badge": [16, 12, 40, 20], "stack": [0, 0, 72, 44]]),
    // Nested: a 40-point icon and a column of 20 + 4 + 15 = 39 centred on it (0.5 down).
    UIKitExample(name: "nested-center", follows: "Apple, Auto Layout Guide, Stack Views (nested stack views)", source: """
      let container = UIView()
      let icon = UIImageView(width: 40, height: 40)
      let title = UILabel(text: "Title")
      let subtitle = UILabel(text: "Sub", font: 12)
      let textStack = UIStackView(arrangedSubviews: [title, subtitle])
      textStack.axis = .vertical
      textStack.spacing = 4
      let row = UIStackView(arrangedSubviews: [icon, textStack])
      row.alignment = .center
      row.spacing = 12
      row.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(row)
      NSLayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
        row.topAnchor.constraint(equalTo: container.topAnchor, constant: 16),
      ])
      """, frames: ["icon": [16, 16, 40, 40], "title": [68, 16.5, 40, 20], "subtitle": [68, 40.5, 40, 15],
                    "textStack": [68, 16.5, 40, 39], "row": [16, 16, 92, 40]]),
    // First baselines: 24 below the big label's top, 12 below the small one's, so the small
    // one 12 lower; the stack as tall as the big one.
    UIKitExample(name: "first-baseline", follows: "Apple, UIStackView.Alignment.firstBaseline", source: """
      let root = UIView()
      let big = UILabel(text: "Big", font: 24)
      let small = UILabel(text: "small", font: 12)
      let stack = UIStackView(arrangedSubviews: [big, small])
      stack.alignment = .firstBaseline
      stack.spacing = 8
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      """, frames: ["big": [0, 0, 36, 30], "small": [44, 12, 30, 15], "stack": [0, 0, 74, 30]]),
  ]

  func testExamplesGiveUIKitsFrames() {
    XCTAssertGreaterThanOrEqual(Self.examples.count, 10)
    for example in Self.examples { example.check() }
  }

  /// The constraints carry UIKit's names: what `:constraints` and a console log show.
  func testConstraintsAreNamedAsUIKitNamesThem() {
    let example = UIKitExample(name: "names", follows: "UIKit console logs (UISV-spacing, UISV-canvas-connection)", source: """
      let root = UIView()
      let a = UILabel(text: "A")
      let b = UILabel(text: "B")
      let stack = UIStackView(arrangedSubviews: [a, b])
      stack.spacing = 6
      stack.distribution = .fillEqually
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
      stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
      """, frames: ["a": [0, 0, 8, 20], "b": [14, 0, 8, 20]],
      constraints: [#"stack.leading == a.leading id:"UISV-canvas-connection""#, #"b.leading == a.trailing + 6 id:"UISV-spacing""#,
                    #"b.width == a.width id:"UISV-fill-equally""#, #"b.top == a.top id:"UISV-alignment""#])
    example.check()
  }
}
