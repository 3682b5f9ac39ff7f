import LayoutCore
import LayoutScript
import XCTest

/// The Visual Format Language as the Auto Layout Guide's VFL page and real projects write it
/// (each example names what it follows, written anew), with hand-worked frames: the standard
/// space is 8 between views and 20 to the superview's edge; buttons are 8 per character + 24 wide
/// and 34 tall, labels 8 per character and 20 tall at the default font (SPEC's leaf model).
final class VisualFormatExamplesTests: XCTestCase {
  /// A script whose `root` holds `views` (each a `let`), with their constraints off, then `body`.
  static func script(_ views: [(String, String)], _ body: String, canvas: String = "") -> String {
    var lines = [canvas, "let root = UIView()"]
    for (name, made) in views {
      lines += ["let \(name) = \(made)", "\(name).translatesAutoresizingMaskIntoConstraints = false", "root.addSubview(\(name))"]
    }
    let names = views.map { "\"\($0.0)\": \($0.0)" }.joined(separator: ", ")
    lines.append("let views = [\(names)]")
    return (lines + [body]).joined(separator: "\n")
  }

  static let examples: [UIKitExample] = [
    // |-[find]-[findNext]-[findField(>=20)]-|: 20, 56 wide, 8, 96 wide, 8, the field to 375 - 20.
    UIKitExample(name: "complete-line", follows: "Apple, Auto Layout Guide, Visual Format Language (A Complete Line of Layout)", source: script(
      [("find", "UIButton(title: \"Find\")"), ("findNext", "UIButton(title: \"Find Next\")"), ("findField", "UITextField()")], """
      NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "|-[find]-[findNext]-[findField(>=20)]-|", options: .alignAllCenterY, metrics: nil, views: views))
      NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[findField]", options: [], metrics: nil, views: views))
      """), frames: ["find": [20, 20, 56, 34], "findNext": [84, 20, 96, 34], "findField": [188, 20, 167, 34]]),
    // V:|-50-[topField]-10-[bottomField]: 50, 34 tall, 10 → 94.
    UIKitExample(name: "vertical-layout", follows: "Apple, Auto Layout Guide, Visual Format Language (Vertical Layout)", source: script(
      [("topField", "UITextField()"), ("bottomField", "UITextField()")], """
      var constraints: [NSLayoutConstraint] = []
      constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-50-[topField]-10-[bottomField]", options: [.alignAllLeading, .alignAllTrailing], metrics: nil, views: views)
      constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-[topField]-|", options: [], metrics: nil, views: views)
      NSLayoutConstraint.activate(constraints)
      """), frames: ["topField": [20, 50, 335, 34], "bottomField": [20, 94, 335, 34]]),
    // Flush views of equal widths: maroon 100 at 0, blue 100 at 100, both 50 tall.
    UIKitExample(name: "flush-equal-widths", follows: "Apple, Auto Layout Guide, Visual Format Language (Flush Views, Equal Widths)", source: script(
      [("maroonView", "UIView()"), ("blueView", "UIView()")], """
      root.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[maroonView(100)][blueView(==maroonView)]", options: [.alignAllTop, .alignAllBottom], metrics: nil, views: views))
      root.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[maroonView(50)]", options: [], metrics: nil, views: views))
      """), frames: ["maroonView": [0, 0, 100, 50], "blueView": [100, 0, 100, 50]]),
    // (100@20) is weaker than hugging (250): the button keeps its intrinsic 40.
    UIKitExample(name: "weak-width", follows: "Apple, Auto Layout Guide, Visual Format Language (Priority)", source: script(
      [("button", "UIButton(title: \"OK\")")], """
      NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[button(100@20)]", options: [], metrics: nil, views: views) +
        NSLayoutConstraint.constraints(withVisualFormat: "V:|-[button]", options: [], metrics: nil, views: views))
      """), frames: ["button": [20, 20, 40, 34]]),
    // (>=70,<=100) on a 40-wide button: 70.
    UIKitExample(name: "multiple-predicates", follows: "Apple, Auto Layout Guide, Visual Format Language (Multiple Predicates)", source: script(
      [("flexibleButton", "UIButton(title: \"Go\")")], """
      NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[flexibleButton(>=70,<=100)]", options: [], metrics: nil, views: views))
      NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[flexibleButton]", options: [], metrics: nil, views: views))
      """), frames: ["flexibleButton": [20, 40, 70, 34]]),
    // Metrics by name: 24 from both edges (375 - 48 = 327 wide), 100 down, 44 tall.
    UIKitExample(name: "metrics", follows: "TriangleDraw's UIView extension (addConstraints with a VFL string and a views dictionary), with a metrics dictionary", source: script(
      [("label", "UILabel(text: \"Metrics\")")], """
      let metrics = ["margin": 24, "top": 100, "height": 44]
      NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-margin-[label]-margin-|", options: [], metrics: metrics, views: views))
      NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-top-[label(height)]", options: [], metrics: metrics, views: views))
      """), frames: ["label": [24, 100, 327, 44]]),
    // -(>=8)-: both keep their intrinsic widths, the value at 375 - 20 - 40.
    UIKitExample(name: "at-least-gap", follows: "objc.io issue 3, Advanced Auto Layout Toolbox (VFL inequalities)", source: script(
      [("name", "UILabel(text: \"Name\")"), ("value", "UILabel(text: \"Value\")")], """
      NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[name]-(>=8)-[value]-|", options: .alignAllCenterY, metrics: nil, views: views))
      NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[name]", options: [], metrics: nil, views: views))
      """), frames: ["name": [20, 20, 32, 20], "value": [315, 20, 40, 20]]),
    // A full-height column: 64 and 49 fixed, the content the 667 - 113 = 554 between.
    UIKitExample(name: "column", follows: "Apple, Auto Layout Guide, Visual Format Language (Connection to Superview; a header, content and footer column)", source: script(
      [("header", "UIView()"), ("content", "UIView()"), ("footer", "UIView()")], """
      NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[header(64)][content][footer(49)]|", options: [.alignAllLeading, .alignAllTrailing], metrics: nil, views: views))
      NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[header]|", options: [], metrics: nil, views: views))
      """), frames: ["header": [0, 0, 375, 64], "content": [0, 64, 375, 554], "footer": [0, 618, 375, 49]]),
    // Aligned tops and bottoms: the title stretched to the icon's 60 points.
    UIKitExample(name: "align-top-bottom", follows: "slideshare.net/slideshow/visual-formatting-language-in-ios/77117333 (options [.alignAllTop, .alignAllBottom])", source: script(
      [("icon", "UIImageView(width: 60, height: 60)"), ("title", "UILabel(text: \"Title\")")], """
      NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[icon(60)]-12-[title]", options: [.alignAllTop, .alignAllBottom], metrics: nil, views: views))
      NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[icon(60)]", options: [], metrics: nil, views: views))
      """), frames: ["icon": [16, 40, 60, 60], "title": [88, 40, 40, 60]]),
    // Last baselines, left to right: the big label's at 40 + 30 - 6 = 64, the small one's bottom
    // 3 below it (67), so y 52; x 20 + 36 + 8.
    UIKitExample(name: "baselines-left-to-right", follows: "Apple, NSLayoutConstraint.FormatOptions (alignAllLastBaseline, directionLeftToRight)", source: script(
      [("big", "UILabel(text: \"Big\", font: 24)"), ("small", "UILabel(text: \"small\", font: 12)")], """
      NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[big]-[small]", options: [.alignAllLastBaseline, .directionLeftToRight], metrics: nil, views: views))
      NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[big]", options: [], metrics: nil, views: views))
      """), frames: ["big": [20, 40, 36, 30], "small": [64, 52, 30, 15]], constraints: ["small.left == big.right + 8"]),
  ]

  func testExamplesGiveUIKitsFrames() {
    XCTAssertGreaterThanOrEqual(Self.examples.count, 10)
    for example in Self.examples { example.check() }
  }

  /// A syntax error points at its place inside the string literal: (format, offset in it, words of the message).
  func testErrorsPointInsideTheString() {
    let cases: [(String, Int, String)] = [
      ("H:|-[box(==50)-|", 14, "expected ']'"),
      ("H:|[missing]|", 4, "'missing' is not a key in the views"),
      ("H:|-pad-[box]", 4, "'pad' is not a key in the metrics"),
      ("H:|-(>=8@2000)-[box]", 9, "priority"),
      ("H:[box]-(8-|", 10, "expected ',' or ')'"),
      ("X:[box]", 0, "expected '['"),
    ]
    for (format, offset, words) in cases {
      let prefix = "NSLayoutConstraint.constraints(withVisualFormat: \""
      let source = "let root = UIView()\nlet box = UIView()\nroot.addSubview(box)\n\(prefix)\(format)\", options: [], metrics: nil, views: [\"box\": box])\n"
      var error: Diagnostic?
      do {
        _ = try ScriptEvaluator.evaluate(source: source, path: "vfl.ql")
      } catch let failure {
        error = failure.diagnostics.first
      }
      XCTAssertEqual(error?.location.line, 4, format)
      XCTAssertEqual(error?.location.column, prefix.count + 1 + offset, format)
      XCTAssert(error?.message.contains(words) == true, "\(format): \(error?.message ?? "no error")")
    }
  }
}
