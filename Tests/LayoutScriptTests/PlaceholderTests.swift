import LayoutCore
import LayoutPipeline
import XCTest
@testable import LayoutScript

/// Issue 21, points 1, 3 and 8, and issue 22, point 5: what a pasted fragment takes from its
/// surroundings becomes a named placeholder, listed once; a typo of a name of its kind stays an
/// error with "did you mean".
final class PlaceholderTests: XCTestCase {
  private func evaluated(_ source: String) throws -> EvaluatedScript {
    try ScriptEvaluator.evaluate(source: source, path: "test.ql")
  }

  /// The one warning's message, or nil.
  private func warning(_ script: EvaluatedScript) -> String? {
    script.warnings.first { $0.message.hasPrefix("not declared in the snippet") }?.message
  }

  func testTheSizeTableReadsTheName() {
    let cases: [(String, LeafKind)] = [
      ("profilePhoto", .fixed(Size(width: 24, height: 24))), ("avatarIcon", .fixed(Size(width: 24, height: 24))),
      ("imageView", .fixed(Size(width: 24, height: 24))), ("logInButton", .button(title: "logInButton", font: 16)),
      ("titleLabel", .label(text: LabelText("titleLabel"), lines: 1, font: 16)),
      ("subtitle", .label(text: LabelText("subtitle"), lines: 1, font: 16)),
      ("view1", .sizedView(Size(width: 80, height: 44))), ("background", .sizedView(Size(width: 80, height: 44))),
    ]
    for (name, kind) in cases { XCTAssertEqual(Placeholders.kind(named: name), kind, name) }
  }

  func testUndeclaredViewsArePlaceholdersNamedForThemAndListedOnce() throws {
    let script = try evaluated("var body: Layout {\n  HStack {\n    icon\n    label\n    Button\n    icon\n  }\n}\n")
    XCTAssertEqual(script.views.filter(\.isPlaceholder).map(\.name), ["icon", "label", "Button"])
    XCTAssertEqual(warning(script), "not declared in the snippet, so shown as placeholders — views: Button, icon ×2, label")
    XCTAssertEqual(script.warnings.filter { $0.message.hasPrefix("not declared") }.count, 1)
  }

  func testADeclarationAlwaysWins() throws {
    let script = try evaluated("let icon = UIView(width: 5, height: 5)\nvar body: Layout { HStack { icon; label } }\n")
    XCTAssertEqual(script.views.map { "\($0.name):\($0.isPlaceholder)" }, ["icon:false", "label:true"])
  }

  /// The typo rule: one edit (added, dropped, changed or swapped letters, case ignored) from a
  /// name of the same kind; trailing digits make siblings, not typos.
  func testATypoOfANameOfItsKindStaysAnError() {
    let cases: [(String, String?)] = [
      ("let title = UILabel(text: \"A\")\nvar body: Layout { VStack { titel } }", "test.ql:2:29: error: cannot find 'titel' in scope"),
      ("let title = UILabel(text: \"A\")\nvar body: Layout { VStack { titl } }", "test.ql:2:29: error: cannot find 'titl' in scope"),
      ("var body: Layout { VStack { Spacr() } }", "test.ql:1:29: error: cannot find 'Spacr' in scope"),
      ("var body: Layout { VStack { UILable() } }", "test.ql:1:29: error: cannot find 'UILable' in scope"),
      ("var body: Layout { VStack { UIView().paddin(8) } }", "test.ql:1:38: error: unknown modifier '.paddin'"),
      ("let view1 = UIView()\nvar body: Layout { VStack { view1; view2 } }", nil),
      ("var body: Layout { VStack { icon } }", nil),  // not a typo of the built-in 'cos': another kind of name
      ("let title = UILabel(text: \"A\")\nvar body: Layout { VStack { title; subtitle } }", nil),
    ]
    for (source, expected) in cases {
      let result = failure(source)
      if let expected {
        XCTAssertTrue(result.hasPrefix(expected), "\(source)\n\(result)")
      } else {
        XCTAssertEqual(result, "no error", source)
      }
    }
  }

  func testOneEditAway() {
    let cases: [(String, String, Bool)] = [
      ("title", "titel", true), ("title", "titl", true), ("title", "tilte", true), ("title", "xtitle", true),
      ("title", "tile", true), ("title", "subtitle", false), ("icon", "cos", false), ("label", "labels", true),
      ("view", "view", true), ("padding", "pading", true), ("abc", "cba", false),
    ]
    for (a, b, expected) in cases { XCTAssertEqual(isOneEditAway(a, b), expected, "\(a) \(b)") }
  }

  func testACollectionHasThreeSampleElementsWhosePropertiesReadAsTheirNames() throws {
    let source = "import SwiftUI\nVStack {\n  ForEach(items) { item in\n    Text(item.name)\n  }\n}\n"
    let script = try evaluated(source)
    let texts = script.views.compactMap { view -> String? in
      if case .label(let text, _, _) = view.kind, view.typeName == "Text" { return text.string }
      return nil
    }
    XCTAssertEqual(texts, ["name 1", "name 2", "name 3"])
    XCTAssertEqual(warning(script), "not declared in the snippet, so shown as placeholders — a collection of 3 sample elements: items")
  }

  func testAWhileLoopAPlaceholderKeepsTrueRunsOnceAndABoxOfATypeHoldsItsArguments() throws {
    let source = """
      import SwiftUI
      struct Badge: View {
        let model: BadgeModel
        var side: CGFloat {
          var side: CGFloat = 40
          while model.text.count > 3, side > 10 { side -= 2 }
          return side
        }
        var body: some View {
          VStack(spacing: 0) {
            Color.red.frame(width: side, height: 20)
            ForEach([Step(title: "Pair"), Step(title: "Name it")], id: \\.self) { step in
              Text(step.title)
            }
          }
        }
      }
      """
    let laidOut = try Pipeline.run(source: source, path: "test.ql")
    let result = try XCTUnwrap(laidOut.result)
    let views = laidOut.script.views
    let texts = views.compactMap { view -> String? in
      if case .label(let text, _, _) = view.kind, view.typeName == "Text" { return text.string }
      return nil
    }
    XCTAssertEqual(texts, ["Pair", "Name it"])  // each box's `title` is the argument it was made with
    let color = try XCTUnwrap(views.firstIndex { $0.typeName == "Color" })
    XCTAssertEqual(result.frames[color]?.size.width, 38)  // one turn of the loop, 40 - 2, not until the step limit
  }

  func testConditionsBindingsTypesModifiersAndAlignments() throws {
    let source = """
      import SwiftUI
      VStack(alignment: .emojiTitle) {
        if showsDetail { ExpensiveView(index: 1) }
        TextField("Name", text: $name)
        Text("A").shimmering(speed: 2)
      }
      """
    let script = try evaluated(source)
    XCTAssertEqual(warning(script), "not declared in the snippet, so shown as placeholders — a view type, drawn as a box: ExpensiveView; "
                     + "a condition, taken as true: showsDetail; a binding, a constant: $name; an alignment, centred by default: .emojiTitle; "
                     + "a modifier that passes its content through: .shimmering")
    XCTAssertEqual(script.views.map(\.typeName), ["ExpensiveView", "TextField", "Text"])
  }

  func testAnUndeclaredTypeHoldsItsContent() throws {
    let frames = try swiftUIFrames("canvas(width: 200, height: 200)\nCard {\n  Text(\"Ti\").named(\"a\")\n  Text(\"Body\").named(\"b\")\n}\n")
    // Two lines of 20 (Ti 16 wide, Body 32), spaced 8 by SwiftUI's text preferences, padded by 8.
    XCTAssertEqual(frames["Card#1"], Rect(origin: Point(x: 76, y: 68), size: Size(width: 48, height: 64)))
    XCTAssertEqual(frames["b"], Rect(origin: Point(x: 84, y: 104), size: Size(width: 32, height: 20)))
  }

  /// Content given in labelled closures (jordansinger/SwiftUI-Kit's `SectionView(title:description:content:)`)
  /// is held as a trailing closure's is, the closures' views in argument order; an action's closure is not content.
  func testAnUndeclaredTypeHoldsTheContentOfItsLabelledClosuresNotItsActions() throws {
    let frames = try swiftUIFrames("""
      canvas(width: 200, height: 200)
      VStack(spacing: 0) {
        SectionView(title: "Progress", description: "Shows progress", content: { Text("Ti").named("a") })
        Row(label: { Text("Ti").named("b") }, detail: { Text("Body").named("c") }, onTap: { save() })
        Row(title: "x", action: { save() })
      }
      """)
    // One text padded by 8: 32×36; two texts in a VStack spaced 8 (Body 32 wide), padded: 48×64; an action's: the 80×44 box.
    // The column is 36 + 64 + 44 = 144 tall, centred in 200: it starts at 28.
    XCTAssertEqual(frames["SectionView#1"], rect(84, 28, 32, 36))
    XCTAssertEqual(frames["a"], rect(92, 36, 16, 20))
    XCTAssertEqual(frames["Row#1"], rect(76, 64, 48, 64))
    XCTAssertEqual(frames["c"], rect(84, 100, 32, 20))
    XCTAssertEqual(frames["Row#2"], rect(60, 128, 80, 44))
  }

  /// A content closure that takes parameters (openhab-ios' `Unwrap(widget.labelValue) { Text($0) }`)
  /// is run too: one parameter and one unlabelled value given, the value (the text reads "Hello",
  /// 40 wide, padded by 8); else placeholders named by the parameters. `$0` is no binding.
  func testAnUndeclaredTypesClosureParametersAreWhatItWasGiven() throws {
    let source = """
      canvas(width: 200, height: 200)
      VStack(spacing: 0) {
        Unwrap("Hello") { Text($0).named("a") }
        Cells(rows: 2) { row, column in Text("ab").named("b") }
      }
      """
    let frames = try swiftUIFrames(source)
    XCTAssertEqual(frames["a"]?.size, Size(width: 40, height: 20))
    XCTAssertEqual(frames["Unwrap#1"]?.size, Size(width: 56, height: 36))
    XCTAssertEqual(frames["b"]?.size, Size(width: 16, height: 20))
    XCTAssertEqual(warning(try evaluated(source)), "not declared in the snippet, so shown as placeholders — views: column, row; "
                     + "view types, drawn as boxes: Cells, Unwrap")
  }

  /// A property of another module's wrapper with no type written (p0deje/Maccy's `@Default(.ignoredPasteboardTypes)
  /// private var ignoredPasteboardTypes`, the type its key's, in another file) is a placeholder named
  /// for it: a `ForEach` of it shows three samples, in their order when sorted (it was `Void`, a
  /// loop over nothing).
  func testAWrappedPropertyOfNoTypeIsAPlaceholderNamedForIt() throws {
    let source = """
      import SwiftUI
      struct IgnoredTypes: View {
        @Default(.ignoredTypes) private var ignoredTypes
        var body: some View {
          VStack {
            ForEach(ignoredTypes.sorted(), id: \\.self) { type in Text(type) }
          }
        }
      }
      """
    XCTAssertEqual(try ScriptProbe.texts(source), ["ignoredType 1", "ignoredType 2", "ignoredType 3"])
  }

  func testANameWhereAValueOfAnotherTypeBelongsIsNotFound() {
    XCTAssertTrue(failure("var body: Layout { HStack(spacing: gap) { UIView() } }")
      .hasPrefix("test.ql:1:27: error: cannot find 'gap' in scope"))
    XCTAssertTrue(failure("let a = missing\nvar body: Layout { UIView() }").hasPrefix("test.ql:1:9: error: cannot find 'missing' in scope"))
  }

  /// Found by qlfuzz (a mutated custom layout): a view value whose id is not in the evaluator's
  /// table (a custom layout's subviews) met where a number belongs once crashed the check of
  /// whether it was a placeholder; it is simply none.
  func testAViewOfAnotherTableIsNoPlaceholder() {
    let evaluator = Evaluator(limits: .standard)
    XCTAssertNil(evaluator.misplacedPlaceholder(.view(7), at: SourceLocation(file: "t.ql", line: 1, column: 1), expected: "a number"))
  }
}

