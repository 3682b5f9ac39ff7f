import LayoutCore
import XCTest
@testable import LayoutScript

/// A whole `@QuickLayout` class pasted from the docs: its stored views become declarations
/// (closure initialisers, `lazy var`, `$0` closures), the UIKit calls they use set the view up,
/// and the rest of UIKit is skipped with a note.
final class PasteFormTests: XCTestCase {
  private let card = """
    import UIKit

    @QuickLayout
    final class CardView: UIView {
      private let title = {
        let label = UILabel()
        label.text = "Hello"
        label.font = .systemFont(ofSize: 18)
        label.numberOfLines = 0
        label.textColor = .red
        return label
      }()
      private lazy var badge: UILabel = { $0.text = "new"; $0.font = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .medium); $0.backgroundColor = .systemBlue; return $0 }(UILabel())
      let icon = UIImageView(image: UIImage(systemName: "star"))
      let photo = UIImageView()
      let button = {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 20)
        button.setTitleColor(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1), for: .normal)
        return button
      }()

      var body: Layout {
        HStack(spacing: 8) { title; badge; icon; photo; button }
      }
    }
    photo.image = UIImage(named: "photo")
    """

  func testStoredViewsBecomeDeclarations() throws {
    let script = try ScriptEvaluator.evaluate(source: card, path: "card.ql")
    XCTAssertEqual(ElementPrinter(views: script.views).print(script.body!),
                   "HStack(VerticalAlignment.center, 8)[title:label(\"Hello\",0,18), badge:label(\"new\",1,12), "
                     + "icon:fixed(24×24), photo:fixed(24×24), button:button(\"Follow\",20)]")
    XCTAssertEqual(script.views.map(\.typeName), ["UILabel", "UILabel", "UIImageView", "UIImageView", "UIButton"])
    XCTAssertEqual(script.views.map(\.color), ["red", "systemBlue", nil, nil, "#FF8000"])
    XCTAssertEqual(script.warnings, [])
  }

  func testAViewControllersLayoutIsTheBody() throws {
    XCTAssertEqual(try tree("""
      final class Screen: UIViewController {
        let label = UILabel(text: "Hi")
        @LayoutBuilder func layout() -> Layout { label.padding(4) }
        override func viewDidLoad() { super.viewDidLoad(); view.addSubview(label) }
      }
      """), "padding(4, 4, 4, 4)[label:label(\"Hi\",1,16)]")
  }

  /// Every kind of skipped UIKit code gives one note, at the code, in source order (the long line
  /// shows 120 columns around each caret); `super.init(frame:)`, UIKit's own, gives none.
  func testSkippedUIKitCodeGivesNotes() throws {
    let source = """
      final class V: UICollectionViewCell {
        var selected = false { didSet { setNeedsLayout() } }
        let label = { let l = UILabel(frame: .zero); l.translatesAutoresizingMaskIntoConstraints = false; l.layer.cornerRadius = 4; return l }()
        override init(frame: CGRect) { super.init(frame: frame); contentView.addSubview(label) }
        var body: Layout { label }
        func configure(_ text: String) { label.text = text }
      }
      addSubview(label)
      label.sizeToFit()
      _ = selected
      """
    let script = try ScriptEvaluator.evaluate(source: source, path: "v.ql")
    XCTAssertEqual(script.warnings.map { $0.rendered(source: source) }, [
      """
      v.ql:2:26: note: the 'didSet' observer is ignored: a script runs a class's views and layout, not its UIKit code
         2 |   var selected = false { didSet { setNeedsLayout() } }
           |                          ^~~~~~
      """,
      """
      v.ql:3:25: note: the code that runs gives this view no content (its text or image is set elsewhere: a configure method, an observer, another file), so each shows a placeholder: a label its name, a button its name as its title, an image 24×24 points: label
         3 |   let label = { let l = UILabel(frame: .zero); l.translatesAutoresizingMaskIntoConstraints = false; l.layer.cornerRadius…
           |                         ^~~~~~~
      """,
      """
      v.ql:3:33: note: the frame of a new view is ignored: the layout gives every view its frame
         3 |   let label = { let l = UILabel(frame: .zero); l.translatesAutoresizingMaskIntoConstraints = false; l.layer.cornerRadius…
           |                                 ^~~~~~~~~~~~
      """,
      """
      v.ql:3:50: note: 'translatesAutoresizingMaskIntoConstraints' is ignored: it does not change the layout
         3 | …el = { let l = UILabel(frame: .zero); l.translatesAutoresizingMaskIntoConstraints = false; l.layer.cornerRadius = 4; ret…
           |                                          ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
      """,
      """
      v.ql:3:109: note: 'layer.cornerRadius' is ignored: it does not change the layout
         3 | …t l = UILabel(frame: .zero); l.translatesAutoresizingMaskIntoConstraints = false; l.layer.cornerRadius = 4; return l }()
           |                                                                                            ^~~~~~~~~~~~
      """,
      """
      v.ql:4:72: note: 'addSubview(…)' is a UIKit call and is ignored: it does not change the layout
         4 |   override init(frame: CGRect) { super.init(frame: frame); contentView.addSubview(label) }
           |                                                                        ^~~~~~~~~~
      """,
      """
      v.ql:6:8: note: method 'configure(_:)' is ignored: a script runs a class's views and layout, not its UIKit code
         6 |   func configure(_ text: String) { label.text = text }
           |        ^~~~~~~~~
      """,
      """
      v.ql:8:1: note: 'addSubview(…)' is a UIKit call and is ignored: it does not change the layout
         8 | addSubview(label)
           | ^~~~~~~~~~
      """,
      """
      v.ql:9:7: note: 'sizeToFit(…)' is a UIKit call and is ignored: it does not change the layout
         9 | label.sizeToFit()
           |       ^~~~~~~~~
      """,
    ])
  }

  /// `init(frame:)` and `viewDidLoad()` set the views up, as in the docs: what they do to the
  /// views counts; what the script cannot read or run is a note (what another file declares a
  /// placeholder); `init?(coder:)` is skipped.
  func testSetUpCodeRunsAfterTheProperties() throws {
    let source = """
      final class V: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          title.text = "Loaded"
          guard let x = foo else { return }
          if title.text == "Loaded" { title.font = .systemFont(ofSize: 20) }
          doSomething(title)
        }
        required init?(coder: NSCoder) { fatalError("storyboards") }
        let title = UILabel()
        var body: Layout { title }
      }
      """
    let script = try ScriptEvaluator.evaluate(source: source, path: "v.ql")
    XCTAssertEqual(ElementPrinter(views: script.views).print(script.body!), "title:label(\"Loaded\",1,20)")
    // `super.viewDidLoad()` is UIKit's own implementation: nothing to say about it.
    XCTAssertEqual(script.warnings.map { $0.rendered(source: source) }, [
      """
      v.ql:5:5: note: this statement of 'viewDidLoad()' is Swift qlrepl does not read there (such as an app's own operator): skipped, the rest runs
         5 |     guard let x = foo else { return }
           |     ^~~~~
      """,
      // A function nothing declares is an extension's of another file: an opaque placeholder (docs/uikit-auto-layout.md).
      """
      v.ql:7:5: warning: not declared in the snippet, so shown as placeholders — a value qlrepl does not model, an opaque placeholder: self.doSomething()
         7 |     doSomething(title)
           |     ^~~~~~~~~~~
      hint: declare them to see the real thing; a placeholder's size is in docs/language.md, "Pasting from the docs"
      """,
      """
      v.ql:9:12: note: 'init(coder:)' is ignored: a script runs a class's views and layout, not its UIKit code
         9 |   required init?(coder: NSCoder) { fatalError("storyboards") }
           |            ^~~~
      """,
    ])
  }

  func testRefusals() {
    let table: [(String, String)] = [
      ("final class V: UIView {\n  case a\n}", """
        test.ql:2:3: error: expected a property, a method or an initialiser in the class, found 'case'
           2 |   case a
             |   ^~~~
        """),
      ("let v = UIImageView()\nv.image = 4", """
        test.ql:2:3: error: 'image:' of 'v' expects a UIImage or nil, not a number
           2 | v.image = 4
             |   ^~~~~
        """),
      ("let v = UILabel()\nv.textColor = 4", """
        test.ql:2:3: error: 'textColor:' of 'v' expects a UIColor, such as .systemBlue or UIColor(red: 1, green: 0, blue: 0, alpha: 1), not a number
           2 | v.textColor = 4
             |   ^~~~~~~~~
        """),
      ("let v = UILabel()\nv.font = .systemFont(size: 3)", """
        test.ql:2:22: error: 'systemFont' has no argument 'size:'
           2 | v.font = .systemFont(size: 3)
             |                      ^~~~~~~
        hint: did you mean 'ofSize'?
        """),
    ]
    for (source, expected) in table {
      XCTAssertEqual(failure(source), expected, source)
    }
  }
}
