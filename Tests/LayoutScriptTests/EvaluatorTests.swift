import LayoutCore
import XCTest
@testable import LayoutScript

/// Representative scripts evaluate to exact element trees.
final class EvaluatorTests: XCTestCase {
  private let cases: [(name: String, source: String, tree: String)] = [
    ("the SPEC example", """
      import QuickLayout
      canvas(width: 375, height: 120)
      let avatar = UIImageView(width: 40, height: 40)
      let title = UILabel(text: "Kylee Lessie")
      let subtitle = UILabel(text: "Developer", lines: 0, font: 14)
      var gap = 8
      let tags = ["swift", "layout"]
      extension VerticalAlignment {
        static let firstThird = VerticalAlignment { d in d.height / 3 }
      }
      func Row(_ text: String) -> Layout {
        HStack { UILabel(text: text); Spacer() }
      }
      var body: Layout {
        HStack(alignment: .top, spacing: gap) {
          avatar
          VStack(alignment: .leading, spacing: 4) {
            title
            subtitle
            HFlow(itemSpacing: 4, lineSpacing: 4) {
              for tag in tags { UILabel(text: "#\\(tag)").padding(2) }
            }
          }
          if gap > 4 { Spacer() } else { Spacer(4) }
        }
        .padding(.horizontal, 16)
      }
      """,
     "padding(0, 16, 0, 16)[HStack(top, 8)[avatar:fixed(40×40), VStack(leading, 4)[title:label(\"Kylee Lessie\",1,16), "
       + "subtitle:label(\"Developer\",0,14), HFlow(VerticalAlignment.center, HorizontalAlignment.center, 4, 4)["
       + "padding(2, 2, 2, 2)[UILabel#1:label(\"#swift\",1,16)], padding(2, 2, 2, 2)[UILabel#2:label(\"#layout\",1,16)]]], Spacer]]"),
    ("components with labels, defaults and return", """
      func Badge(_ text: String, size font: Double = 12) -> Layout {
        return UILabel(text: text, font: font).padding(4)
      }
      var body: Layout { VStack { Badge("a"); Badge("b", size: 20) } }
      """,
     "VStack(HorizontalAlignment.center, 0)[padding(4, 4, 4, 4)[UILabel#1:label(\"a\",1,12)], padding(4, 4, 4, 4)[UILabel#2:label(\"b\",1,20)]]"),
    ("ForEach, ranges, else if and computed properties", """
      let names = ["x", "y", "z"]
      var header: Layout { UILabel(text: "H").named("header") }
      var body: Layout {
        VStack {
          header
          ForEach(0..<names.count) { i in
            if i == 0 { Spacer(1) } else if i == 1 { Spacer(minLength: 2) } else { EmptyLayout() }
          }
          ForEach([UISwitch(), UIStepper()])
        }
      }
      """,
     "VStack(HorizontalAlignment.center, 0)[header:label(\"H\",1,16), Spacer(1), Spacer, Spacer(2), Empty, UISwitch#1:fixed(51×31), UIStepper#1:fixed(94×32)]"),
    ("vars and properties change views before the body", """
      var gap = 4
      gap = gap * 3
      let title = UILabel(text: "a")
      title.text = "Longer title"
      title.numberOfLines = 2
      title.font = 20
      let box = UIView(width: 10, height: 10)
      box.width = 30
      let button = Button("Go")
      button.title = "Follow"
      var body: Layout { HStack(spacing: gap) { title; box; button } }
      """,
     "HStack(VerticalAlignment.center, 12)[title:label(\"Longer title\",2,20), box:sized(30×10), button:button(\"Follow\",16)]"),
    ("every view type", """
      var body: Layout {
        ZStack(alignment: .bottomTrailing) {
          UILabel(); Label("t"); UIView(); View(); UIImageView(width: 1, height: 2); Image(width: 3, height: 4)
          UISwitch(); UIActivityIndicatorView(); UIStepper(); UIButton(title: "b", font: 10)
          UITextField(); UISlider(); UIProgressView(); UISearchBar(); UIScrollView(); UITextView(); UITableView()
        }
      }
      """,
     "ZStack(bottomTrailing)[UILabel#1:label(\"\",1,16), UILabel#2:label(\"t\",1,16), UIView#1:view, UIView#2:view, "
       + "UIImageView#1:fixed(1×2), UIImageView#2:fixed(3×4), UISwitch#1:fixed(51×31), UIActivityIndicatorView#1:fixed(20×20), "
       + "UIStepper#1:fixed(94×32), UIButton#1:button(\"b\",10), UITextField#1:hexp(34), UISlider#1:hexp(31), "
       + "UIProgressView#1:hexp(4), UISearchBar#1:hexp(56), UIScrollView#1:scroll, UITextView#1:scroll, UITableView#1:scroll]"),
    // UICollectionView and UITableView(frame:style:): scroll views, whatever layout or style places their cells.
    ("a collection and a table view", """
      let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      let list = UITableView(frame: .zero, style: .insetGrouped)
      var body: Layout { VStack { grid; list } }
      """,
     "VStack(HorizontalAlignment.center, 0)[grid:scroll, list:scroll]"),
    // UIVisualEffectView: a plain view (no intrinsic size of its own); its effect is only appearance.
    ("a visual effect view", """
      let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
      let vibrant = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .label))
      var body: Layout { VStack { blur; vibrant } }
      """,
     "VStack(HorizontalAlignment.center, 0)[blur:view, vibrant:view]"),
    ("modifiers", """
      let v = UIView()
      var body: Layout {
        v
          .resizable(axis: .horizontal)
          .padding([.leading, .bottom], 3)
          .padding(EdgeInsets(top: 1, trailing: 2))
          .padding(ignoringLayoutDirection: UIEdgeInsets(left: 5))
          .offset(x: .infinity, y: -2)
          .frame(width: -5, height: CGFloat.nan, alignment: .topLeading)
          .frame(maxWidth: .infinity, alignment: .leading)
          .layoutPriority(-1)
          .fixedSize(axis: [.horizontal, .vertical])
          .aspectRatio(CGSize(width: 2, height: 1), contentMode: .fill)
          .aspectRatio(0.5)
          .constrainedSize(maxWidth: -4, maxHeight: .infinity)
          .gridCellAnchor(UnitPoint(x: 0.25, y: 1))
          .gridCellAnchor(.top)
          .gridColumnAlignment(.trailing)
          .layoutDirection(.rightToLeft)
      }
      """,
     "layoutDirection(rightToLeft)[gridColumnAlignment(trailing)[gridCellAnchor(top)[gridCellAnchor(0.25, 1)["
       + "constrainedSize(0, nil)[aspectRatio(0.5, fit)[aspectRatio(2, fill)[fixedSize(true, true)[layoutPriority(-1)["
       + "flexibleFrame(nil, inf, nil, nil, leading)[frame(0, nil, topLeading)[offset(0, -2)[padding(0, 5, 0, 0, physical)["
       + "padding(1, 0, 0, 2)[padding(0, 3, 3, 0)[resizable(true, false)[v:view]]]]]]]]]]]]]]]]"),
    ("layers, guides, ideal layout and expand", """
      struct Third: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { return context.height / 3 }
      }
      extension VerticalAlignment { static let third = VerticalAlignment(Third.self) }
      extension HorizontalAlignment { static let mid = HorizontalAlignment { d in d[HorizontalAlignment.center] + 1 } }
      let l = UILabel(text: "x")
      let shift = 10
      var body: Layout {
        HStack(alignment: .third) {
          l.expand(by: CGSize(width: 4, height: .nan))
          EmptyLayout()
            .alignmentGuide(.third) { d in d[.third] + shift }
            .alignmentGuide(.mid, computeValue: { _ in 7 })
            .overlay(alignment: .top) { UIView(); UIView() }
            .background { }
        }
        .idealLayout()
        .frame(width: 10, alignment: Alignment(horizontal: .mid, vertical: .third))
      }
      """,
     "frame(10, nil, Alignment(mid, third))[HStack(third, 0, ideal)[expand(4×0)[l:label(\"x\",1,16)], "
       + "background(center)[overlay(top)[alignmentGuide(mid, 7)[alignmentGuide(third, 26.667)[Empty]], "
       + "ZStack(center)[UIView#1:view, UIView#2:view]], Empty]]]"),
    ("grids", """
      var body: Layout {
        Grid(alignment: .leading, horizontalSpacing: 2, verticalSpacing: -1) {
          GridRow(alignment: .bottom) { Spacer(); UISwitch() }
          for _ in 0...1 { GridRow { } }
        }
      }
      """,
     "Grid(leading, 2, 0)[GridRow(bottom)[Spacer, UISwitch#1:fixed(51×31)], GridRow(nil)[], GridRow(nil)[]]"),
    ("expressions", """
      let a = 7 % 4 + 2 * 3 - 1
      let b = (a > 7 && !false) || a == 0 ? "yes" : "no"
      let c = [1, 2, 3][2] + min(4, max(1, 2)) + "abc".count
      var body: Layout { Label("\\(a) \\(b) \\(c) \\(1 / 2) \\(-.infinity) \\(0 / 0 == 0 / 0)") }
      """,
     "UILabel#1:label(\"8 yes 8 0.5 -inf false\",1,16)"),
    ("several children in the body become a ZStack; no body is nil", """
      var body: Layout { Spacer(); Spacer() }
      """,
     "ZStack(center)[Spacer, Spacer]"),
  ]

  func testTrees() {
    assertTrees(cases)
  }

  func testCanvasAndViewTable() throws {
    let script = try ScriptEvaluator.evaluate(source: """
      canvas(width: .infinity, height: 200, mode: .fit, scale: 3, direction: .rightToLeft, alignment: .topTrailing)
      let title = UILabel(text: "t")
      let hidden = UIView()
      hidden.isHidden = true
      func Library() -> Layout { EmptyLayout() }
      """, path: "c.ql")
    XCTAssertNil(script.body)
    XCTAssertEqual(script.canvas, Canvas(width: .infinity, height: 200, mode: .fit, scale: 3, direction: .rightToLeft, alignment: .topTrailing))
    XCTAssertEqual(script.views.map(\.name), ["title", "hidden"])
    XCTAssertEqual(script.views.map(\.isHidden), [false, true])
    XCTAssertEqual(script.views[0].typeName, "UILabel")
  }

  func testNamesStayUniqueInLoopsAndWithNamed() throws {
    let script = try ScriptEvaluator.evaluate(source: """
      let a = UIView().named("x")
      var body: Layout {
        HStack {
          for i in 1...2 { let cell = UILabel(text: "\\(i)"); cell }
          UIView().named("x")
        }
      }
      """, path: "n.ql")
    XCTAssertEqual(script.views.map(\.name), ["x", "cell", "cell#2", "x#2"])
    XCTAssertEqual(script.warnings.map(\.message), [
      "declaration 'a' is never used", "another view is already named 'x'; this one is 'x#2'",
    ])
  }

  func testALetViewPlacedAgainIsWarnedAboutOnce() throws {
    let table: [(placements: Int, warnings: Int)] = [(1, 0), (2, 1), (3, 1), (5, 1)]
    for (placements, warnings) in table {
      let script = try ScriptEvaluator.evaluate(source: """
        let title = UILabel(text: "t")
        var body: Layout { VStack { \(Array(repeating: "title", count: placements).joined(separator: "; ")) } }
        """, path: "p.ql")
      XCTAssertEqual(script.warnings.filter { $0.message == "'title' is placed more than once; the last frame wins" }.count,
                     warnings, "\(placements) placements")
    }
  }

  func testViewCallsCountedByTheParser() {
    let table: [(source: String, viewCalls: Int)] = [
      ("var body: Layout { HStack { UILabel(text: \"a\"); UIView().padding(4); Spacer() } }", 2),
      ("let a = UIButton(title: \"b\")\nfunc Row() -> Layout { Text(\"x\") }\nlet n = max(1, 2)", 2),
      ("for i in 0..<100 { let cell = UILabel(text: \"\\(i)\") }", 1),
      ("let gap = 8", 0),
    ]
    for (source, viewCalls) in table {
      guard case .success(let file) = Parser.parseFile(source, file: "v.ql") else { return XCTFail(source) }
      XCTAssertEqual(file.viewCalls, viewCalls, source)
    }
  }

  func testImports() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("qlscript-imports-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try "func Pill(_ t: String) -> Layout { Label(t).padding(2) }".write(to: directory.appendingPathComponent("lib.ql"), atomically: true, encoding: .utf8)
    try "import \"b.ql\"".write(to: directory.appendingPathComponent("a.ql"), atomically: true, encoding: .utf8)
    try "import \"a.ql\"".write(to: directory.appendingPathComponent("b.ql"), atomically: true, encoding: .utf8)
    let main = directory.appendingPathComponent("main.ql").path
    let script = try ScriptEvaluator.evaluate(source: "import \"lib.ql\"\nvar body: Layout { Pill(\"p\") }", path: main)
    XCTAssertEqual(ElementPrinter(views: script.views).print(script.body!), "padding(2, 2, 2, 2)[UILabel#1:label(\"p\",1,16)]")
    XCTAssertThrowsError(try ScriptEvaluator.evaluate(source: "import \"a.ql\"", path: main)) { error in
      XCTAssertEqual((error as! ScriptFailure).diagnostics[0].message, "import cycle: a.ql → b.ql → a.ql")
    }
  }
}
