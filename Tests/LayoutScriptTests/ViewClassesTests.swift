import LayoutCore
import LayoutPipeline
import XCTest
@testable import LayoutScript

/// Several pasted UIKit classes in one file (docs/quicklayout.md, "Several classes in one file"):
/// which one the file shows, how views of the others are made, named, set up and measured.
final class ViewClassesTests: XCTestCase {
  private let card = """
    @QuickLayout
    final class CardView: UIView {
      let title = UILabel()
      var count = 0
      override init(frame: CGRect) {
        super.init(frame: frame)
        title.text = "Card"
        backgroundColor = .white
        layer.cornerRadius = 12
      }
      func configure(_ text: String) { title.text = text }
      var body: Layout { title.padding(8) }
    }

    """

  /// The frames of a laid-out file by view name, and the views' declarations.
  private func layOut(_ source: String, view: String? = nil, semantics: Semantics? = nil) throws -> (frames: [String: Rect], script: EvaluatedScript) {
    let laidOut = try Pipeline.run(source: source, path: "c.ql", options: LayoutOptions(canvas: CanvasOverride(semantics: semantics, view: view)))
    var frames: [String: Rect] = [:]
    for (id, declaration) in laidOut.script.views.enumerated() {
      if let frame = laidOut.result?.frames.indices.contains(id) == true ? laidOut.result?.frames[id] : nil { frames[declaration.name] = frame }
    }
    return (frames, laidOut.script)
  }

  private func text(of name: String, in script: EvaluatedScript) -> String? {
    guard case .label(let text, _, _)? = script.views.first(where: { $0.name == name })?.kind else { return nil }
    return text.string
  }

  func testTheShownClassAndTheNamesOfItsViewsViews() throws {
    let screen = card + """
      @QuickLayout
      final class Screen: UIView {
        let header = UILabel(text: "Header")
        let card = CardView()
        var body: Layout {
          VStack(spacing: 8) { header; card; CardView() }
        }
      }
      """
    let laidOut = try layOut(screen)
    XCTAssertEqual(laidOut.script.views.map(\.name).sorted(), ["CardView#1", "CardView#1.title", "card", "card.title", "header"])
    // The VStack of 20 + 8 + 36 + 8 + 36 is centred: the card at 279.5 + 28, 8 + 'Card' (32) + 8 by 8 + 20 + 8.
    XCTAssertEqual(laidOut.frames["card"], Rect(x: 163.5, y: 307.5, width: 48, height: 36))
    XCTAssertEqual(laidOut.frames["card.title"], Rect(x: 171.5, y: 315.5, width: 32, height: 20), "in the card's bounds, 8 in")
    // --view names a class: that one is shown, alone.
    let alone = try layOut(screen, view: "CardView")
    XCTAssertEqual(alone.script.views.map(\.name), ["title"])
    XCTAssertEqual(alone.frames["title"], Rect(x: 171.5, y: 323.5, width: 32, height: 20))
  }

  func testAClassDeclaredAfterTheOneThatUsesItAndWhatOtherCodeDoesToItsView() throws {
    let source = """
      @QuickLayout
      final class Screen: UIView {
        let card = CardView()
        let other = CardView()
        override init(frame: CGRect) {
          super.init(frame: frame)
          card.title.text = "Set from outside"
          other.configure("Configured")
          other.count = 2
        }
        var body: Layout {
          VStack { card; other; UILabel(text: "count \\(other.count)") }
        }
      }

      """ + card
    let laidOut = try layOut(source)
    XCTAssertEqual(text(of: "card.title", in: laidOut.script), "Set from outside")
    XCTAssertEqual(text(of: "other.title", in: laidOut.script), "Configured")
    XCTAssertEqual(text(of: "UILabel#1", in: laidOut.script), "count 2")
    let notes = laidOut.script.warnings.filter { $0.severity == .note }.map(\.message)
    XCTAssertEqual(notes.filter { $0.contains("appearance only") }, ["'backgroundColor', 'layer.cornerRadius' are not modelled and taken as appearance only: they do not change the layout"],
                   "the class's own setters, in one note, once for both views")
  }

  func testInitialisersAndStaticMethodsWithProxies() throws {
    let source = """
      @QuickLayout
      final class Hint: UIView {
        private let caption = UILabel()
        init(with text: String, image: UIImage?) {
          caption.text = text
          super.init(frame: .zero)
        }
        var body: Layout { caption }
        static func sizeThatFits(_ size: CGSize, with text: String, image: UIImage?) -> CGSize {
          VStack(spacing: 6) {
            HStack(spacing: 10) { UIImageView.proxy(for: image); UILabel.proxy(for: text) }
            ViewProxy(width: 200, height: 1)
          }
          .sizeThatFits(size)
        }
      }
      @QuickLayout
      final class Screen: UIView {
        private let hint = Hint(with: "Swipe", image: nil)
        private let info = UILabel()
        init() {
          let short = Hint.sizeThatFits(CGSize(width: 375, height: 667), with: "Tap", image: nil)
          let long = Hint.sizeThatFits(CGSize(width: 375, height: 667), with: "Hold to reorder the list", image: UIImage(systemName: "hand.tap"))
          info.text = "\\(short.width) x \\(short.height), \\(long.width) x \\(long.height)"
          super.init(frame: .zero)
        }
        var body: Layout { VStack { hint; info } }
      }
      """
    let laidOut = try layOut(source)
    XCTAssertEqual(text(of: "hint.caption", in: laidOut.script), "Swipe", "init(with:image:) ran with the call's arguments")
    // 'Tap' with no image: a 0-wide icon takes no spacing, so 24, under the proxy divider of 200:
    // 200 by 20 + 6 + 1. The long one: 24 + 10 + 24 × 8 = 226 by 24 + 6 + 1.
    XCTAssertEqual(text(of: "info", in: laidOut.script), "200 x 27, 226 x 31")
  }

  func testSizeThatFitsOverridesAndTheirFailures() throws {
    let badge = """
      @QuickLayout
      final class Badge: UIView {
        let count = UILabel(text: "12")
        var body: Layout { count }
        override func sizeThatFits(_ size: CGSize) -> CGSize {
          let fitted = body.sizeThatFits(size)
          return CGSize(width: max(fitted.width + 16, 28), height: fitted.height + 8)
        }
      }
      @QuickLayout
      final class Row: UIView {
        let badge = Badge()
        var body: Layout { HStack { UILabel(text: "Inbox"); Spacer(); badge }.padding(16) }
      }
      """
    let laidOut = try layOut(badge)
    XCTAssertEqual(laidOut.frames["badge"], Rect(x: 327, y: 319.5, width: 32, height: 28), "max(16 + 16, 28) by 20 + 8, at the trailing padding")
    XCTAssertEqual(laidOut.frames["badge.count"], Rect(x: 335, y: 323.5, width: 16, height: 20), "centred in the badge")
    let viaHasBody = badge.replacingOccurrences(of: "let fitted = body.sizeThatFits(size)", with: "let fitted = bodySizeThatFits(size) ?? .zero")
    XCTAssertEqual(try layOut(viaHasBody).frames["badge"], Rect(x: 327, y: 319.5, width: 32, height: 28), "HasBody's bodySizeThatFits(_:) is the body's")
    let broken = badge.replacingOccurrences(of: "return CGSize(width: max(fitted.width + 16, 28), height: fitted.height + 8)", with: "return fitted.width")
    let failed = try Pipeline.run(source: broken, path: "c.ql")
    XCTAssert(failed.diagnostics.contains { $0.message == "'sizeThatFits' must return a CGSize, not a number" }, "\(failed.diagnostics)")
    XCTAssertEqual(failed.result?.frames[failed.script.views.firstIndex { $0.name == "badge" }!]?.size, Size(width: 16, height: 20),
                   "a failed override leaves the body's size")
  }

  /// The shown class's own sizeThatFits is what a `.fit` canvas sizes the body by, as a
  /// collection view asks its cell; an exact canvas is the view's bounds, whatever it answers.
  func testTheShownClassesOwnSizeThatFitsSizesAFitCanvas() throws {
    let cell = """
      @QuickLayout
      final class Cell: UICollectionViewCell {
        let title = UILabel(text: "Hello")
        var body: Layout { title.padding(8) }
        override func sizeThatFits(_ size: CGSize) -> CGSize {
          let fitted = body.sizeThatFits(size)
          return CGSize(width: size.width, height: max(fitted.height, 44))
        }
      }
      """
    let fitted = try Pipeline.run(source: "canvas(width: 375, height: .infinity, mode: .fit)\n" + cell, path: "c.ql")
    XCTAssertEqual(fitted.result?.size, Size(width: 375, height: 44), "the whole width, at least 44 tall (the body alone: 56 × 36)")
    XCTAssertEqual(fitted.result?.frames[0], Rect(x: 167.5, y: 12, width: 40, height: 20), "the padded label centred in 375 × 44")
    let exact = try Pipeline.run(source: "canvas(width: 200, height: 100)\n" + cell, path: "c.ql")
    XCTAssertEqual(exact.result?.frames[0], Rect(x: 80, y: 40, width: 40, height: 20))
  }

  func testBadInputGetsADiagnostic() {
    let cases: [(String, String)] = [
      (card + "@QuickLayout\nfinal class S: UIView {\n  let c = CardView(titel: \"x\")\n  var body: Layout { c }\n}",
       "'CardView' has no property 'titel' for this argument"),
      ("@QuickLayout\nfinal class A: UIView {\n  let b = B()\n  var body: Layout { b }\n}\n@QuickLayout\nfinal class B: UIView {\n  let a = A()\n  var body: Layout { a }\n}\n@QuickLayout\nfinal class S: UIView {\n  var body: Layout { A() }\n}",
       "component recursion depth limit"),
    ]
    for (source, message) in cases {
      XCTAssertThrowsError(try ScriptEvaluator.evaluate(source: source, path: "c.ql"), message) { error in
        let rendered = (error as? ScriptFailure)?.rendered() ?? "\(error)"
        XCTAssert(rendered.contains(message), rendered)
      }
    }
  }

  func testSwiftUIRulesLayTheBodyOutInItsPlace() throws {
    let source = card + "@QuickLayout\nfinal class S: UIView {\n  let card = CardView()\n  var body: Layout { card }\n}"
    let laidOut = try layOut(source, semantics: .swiftUI)
    XCTAssertEqual(laidOut.frames["card"], laidOut.frames["card.title"].map {
      Rect(x: $0.origin.x - 8, y: $0.origin.y - 8, width: $0.size.width + 16, height: $0.size.height + 16)
    },
                   "the view takes its body's frame, the padding around the title")
  }

  /// The methods a class shown by its body calls from its set-up code run (`init` calling
  /// `addItems(count: 3)`, which appends to a stored property, and `setUpTitle()`); one nothing
  /// calls keeps its note. The VStack (spacing 4) of "Items" (5 × 8 by 20) and three 20-pt views
  /// is 92 high, at the top of the scroll view's content. QuickLayoutKit's `ScrollView(scrollView) { … }` names the
  /// scroll view first: its axis is the next argument, vertical by default.
  func testABodyClassRunsTheMethodsItsSetUpCalls() throws {
    let source = """
      import QuickLayout
      final class ListView: QuickLayoutView {
        private var items: [UIView] = []
        let title = UILabel()
        let scrollView = QuickLayoutScrollView()
        override init(frame: CGRect) {
          super.init(frame: frame)
          addItems(count: 3)
          setUpTitle()
        }
        override var body: Layout {
          ScrollView(scrollView) {
            VStack(spacing: 4) {
              title
              ForEach(items) { item in item.frame(height: 20) }
            }
          }
        }
        private func setUpTitle() { title.text = "Items" }
        private func addItems(count: Int) { for _ in 0..<count { items.append(UIView()) } }
        func reset() { items.removeAll() }
      }
      """
    let laidOut = try layOut(source)
    XCTAssertEqual(text(of: "title", in: laidOut.script), "Items")
    XCTAssertEqual(laidOut.frames["title"], Rect(x: 167.5, y: 0, width: 40, height: 20))
    // ScrollView is SwiftUI's (QuickLayout has none; QuickLayoutKit's follows SwiftUI's), so the file
    // is laid out by SwiftUI's rules, where a plain UIView is a Color.
    XCTAssertEqual(laidOut.frames["Color#3"], Rect(x: 0, y: 72, width: 375, height: 20))
    let notes = laidOut.script.warnings.map(\.message)
    XCTAssertTrue(notes.contains { $0.hasPrefix("method 'reset()' is ignored") }, "\(notes)")
    XCTAssertFalse(notes.contains { $0.contains("'addItems(count:)' is ignored") || $0.contains("'setUpTitle()' is ignored") }, "\(notes)")
  }

  /// A subclass of a controller class of the file that overrides its `var body` shows its own
  /// body, not its superclass's beside it ("the script declares more than one body" before).
  func testASubclassOverridingItsSuperclassBodyShowsItsOwn() throws {
    let source = """
      import QuickLayout
      open class HostingController: UIViewController {
        open var body: Layout { EmptyLayout() }
      }
      class CounterViewController: HostingController {
        let count = UILabel(text: "42")
        override var body: Layout { count.padding(8) }
      }
      """
    let laidOut = try layOut(source)
    XCTAssertEqual(laidOut.frames["count"], Rect(x: 179.5, y: 323.5, width: 16, height: 20))
  }
}
