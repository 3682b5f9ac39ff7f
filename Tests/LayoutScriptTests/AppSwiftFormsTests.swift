import LayoutCore
import LayoutPipeline
import XCTest
@testable import LayoutScript

/// Issue 22, point 1, "each type its own scope for members", and the forms of real app files
/// that stopped them (docs/language.md, "Swift forms read"): accessors, nested types named by
/// their path, closures opening with an actor, cases with no statement, the docs' `…`, a
/// near name with a nested type of its own, optionals that draw nothing, a platform's file.
final class AppSwiftFormsTests: XCTestCase {
  /// The value of the global `name` after evaluating `source`.
  private func global(_ name: String, _ source: String) throws -> String? {
    try ScriptEvaluator.evaluate(source: source, path: "t.ql").globals.first { $0.name == name }?.value
  }

  private func firstError(_ source: String) -> String { ScriptProbe.firstError(source) }

  private func texts(_ source: String) throws -> [String] { try ScriptProbe.texts(source) }

  /// The messages of the warnings and notes of `source`.
  private func notes(_ source: String) throws -> [String] {
    try ScriptEvaluator.evaluate(source: source, path: "t.ql").warnings.map(\.message)
  }

  func testAComputedPropertyWithAccessorsIsItsGetter() throws {
    // (what, declaration of `value` in `struct T`, expected `T().value`)
    let cases: [(String, String, String)] = [
      ("get and set", "private var stored = 4\n  var value: Int {\n    get { stored * 2 }\n    set { stored = newValue / 2 }\n  }", "8"),
      ("set first, a named setter", "var value: Int {\n    set(new) { }\n    get { return 5 }\n  }", "5"),
      ("attributes and mutating words", "var value: Int {\n    @inline(__always) mutating get { 6 }\n    @objc(setValue:) nonmutating set { }\n  }", "6"),
      ("effects", "var value: Int {\n    get async throws { 7 }\n  }", "7"),
      ("_read and _modify beside get", "var value: Int {\n    get { 9 }\n    _modify { var v = 9; yield &v }\n  }", "9"),
      ("one line", "var value: Int { get { 3 } set { } }", "3"),
    ]
    for (what, declaration, expected) in cases {
      XCTAssertEqual(try global("s", "struct T {\n  \(declaration)\n}\nlet s = try! await T().value"), expected, what)
    }
    let subscripts = "struct Shelf {\n  var books = [\"A\", \"BB\", \"CCC\"]\n  subscript(index: Int) -> String {\n    get { books[index] }\n"
      + "    set { books[index] = newValue }\n  }\n}\nstruct Grid { subscript(row: Int) -> Int { row * 10 } }\n"
    XCTAssertEqual(try global("s", subscripts + "let s = Shelf()[2] + \"\\(Grid()[4])\""), "CCC40", "a subscript is a member, its getter run by [index]")
    // A pasted class's property with a setter is no SwiftLayout layout, whatever its type's name.
    let panel = "final class Panel: UIView {\n  var layout: PanelLayout {\n    get { _layout }\n    set { _layout = newValue }\n  }\n"
      + "  var body: Layout { UILabel(text: \"A\") }\n}\n"
    XCTAssertEqual(try texts(panel), ["A"])
  }

  func testEachTypeNamesItsOwnNestedTypes() throws {
    let reducers = """
      struct Counter {
        struct State { var count = 1; var label: String { "c\\(count)" } }
        enum Action { case tapped }
        static var start: State { State(count: 5) }
      }
      struct Clock {
        struct State { var hours = 2; var label: String { "h\\(hours)" } }
        enum Action { case ticked, stopped }
        static var start: State { State() }
      }
      extension Clock.State { var twice: Int { hours * 2 } }
      struct Lone { struct Inner { var x = 7 } }
      """
    // (what, expression, value)
    let cases: [(String, String, String)] = [
      ("Counter.State by its path", "Counter.State(count: 3).label", "c3"),
      ("Clock.State by its path", "Clock.State().label", "h2"),
      ("`State` in Counter's static member is Counter's", "Counter.start.label", "c5"),
      ("`State` in Clock's static member is Clock's", "Clock.start.label", "h2"),
      ("an extension of a path extends that type", "Clock.State(hours: 4).twice", "8"),
      ("an enum's case by its path", "Clock.Action.stopped == .stopped ? 1 : 0", "1"),
      ("a nested type no other takes by its own name", "Inner().x", "7"),
      ("and by its path", "Lone.Inner().x", "7"),
    ]
    for (what, expression, value) in cases {
      XCTAssertEqual(try global("s", reducers + "\nlet s = \(expression)"), value, what)
    }
    // A UIKit class's constants in an enum of its own: 40-pt icon, 12 apart from a 'A' (8 wide), the row of 60 centred.
    let card = "@QuickLayout\nfinal class Card: UIView {\n  private enum Metrics {\n    static let gap: CGFloat = 12\n    static let side: CGFloat = 40\n  }\n"
      + "  let icon = UIImageView(width: Metrics.side, height: Metrics.side)\n  let title = UILabel(text: \"A\")\n"
      + "  var body: Layout { HStack(spacing: Metrics.gap) { icon; title } }\n}\n"
    let laidOut = try Pipeline.run(source: card, path: "t.ql")
    let frames = Dictionary(uniqueKeysWithValues: laidOut.script.views.enumerated().map { ($1.name, laidOut.result?.frames[$0]) })
    XCTAssertEqual(frames["icon"], Rect(x: 157.5, y: 313.5, width: 40, height: 40))
    XCTAssertEqual(frames["title"], Rect(x: 209.5, y: 323.5, width: 8, height: 20))
    // Two screens each with a `struct Row: View`: each body builds its own.
    let screens = "import SwiftUI\nstruct ListScreen: View {\n  struct Row: View {\n    let title: String\n    var body: some View { Text(title) }\n  }\n"
      + "  var body: some View { Row(title: \"list\") }\n}\nstruct GridScreen: View {\n  struct Row: View {\n    let count: Int\n"
      + "    var body: some View { Text(\"grid \\(count)\") }\n  }\n  var body: some View { VStack { Row(count: 2); ListScreen() } }\n}\n"
    XCTAssertEqual(try texts(screens), ["grid 2", "list"])
    XCTAssertEqual(firstError("struct A { struct B { } }\nstruct C { class B: NSObject { } }\nlet s = 1"), "no error",
                   "two types each nest a B")
    XCTAssertEqual(firstError("struct B { }\nstruct B { }\nlet s = 1"), "invalid redeclaration of 'B' | ",
                   "two top-level types of one name are still one too many")
  }

  /// Free functions overload by their labels (isowords' GameOverView: `praise(rank:outOf:)` and
  /// `praise(mode:score:)`, private at the file's end); the same labels twice stay a redeclaration.
  func testFreeFunctionsOverloadByLabels() throws {
    let source = "import SwiftUI\nstruct Score: View {\n  var body: some View {\n    VStack {\n"
      + "      Text(praise(rank: 1, outOf: 10))\n      Text(praise(mode: 2, score: 300))\n      Text(praise(300))\n    }\n  }\n}\n"
      + "private func praise(rank: Int, outOf: Int) -> String { \"Top \\(rank) of \\(outOf)\" }\n"
      + "private func praise(mode: Int, score: Int) -> String { score > 250 ? \"Great score!\" : \"ok\" }\n"
      + "private func praise(_ score: Int) -> String { \"\\(score) points\" }\n"
    XCTAssertEqual(try texts(source), ["Top 1 of 10", "Great score!", "300 points"])
    XCTAssertEqual(firstError("func f(a: Int) -> Int { a }\nfunc f(a: Int) -> Int { a + 1 }\nlet s = f(a: 1)"),
                   "invalid redeclaration of 'f' | it is already declared at t.ql:1:6")
  }

  /// isowords' reducers and its Bloom background: a `case` whose `where` starts the next line,
  /// and `shuffle(using:)` of an array (the order kept, as `shuffled()` keeps it).
  func testACaseWhereOnItsOwnLineAndShuffle() throws {
    let source = "import SwiftUI\nstruct V: View {\n  var body: some View {\n    VStack {\n      Text(word(3))\n      Text(order())\n    }\n  }\n}\n"
      + "func word(_ n: Int) -> String {\n  switch n {\n  case 3\n  where n > 2:\n    return \"three\"\n  default:\n    return \"other\"\n  }\n}\n"
      + "func order() -> String {\n  var rng = SystemRandomNumberGenerator()\n  var items = [\"a\", \"b\", \"c\"]\n"
      + "  items.shuffle(using: &rng)\n  items.shuffle()\n  return items.shuffled(using: &rng).joined(separator: \",\")\n}\n"
    XCTAssertEqual(try texts(source), ["three", "a,b,c"])
  }

  func testClosuresOpeningWithAnActorOrEffects() throws {
    // (what, closure, expected value of calling it with 3)
    let cases: [(String, String, String)] = [
      ("a global actor", "{ @MainActor (n: Int) in n + 1 }", "4"),
      ("an actor and a capture list", "{ @MainActor [k = 10] (n: Int) in n + k }", "13"),
      ("two attributes", "{ @MainActor @Sendable n in n * 2 }", "6"),
      ("effects and a result", "{ (n: Int) async throws -> Int in n - 1 }", "2"),
      ("typed throws (SE-0413)", "{ (n: Int) throws(LoadError) -> Int in n * 3 }", "9"),
    ]
    for (what, closure, expected) in cases {
      XCTAssertEqual(try global("s", "let f = \(closure)\nlet s = try! await f(3)"), expected, what)
    }
    XCTAssertEqual(try global("s", "func make(_ load: @MainActor () -> Int = { @MainActor in 5 }) -> Int { load() }\nlet s = make()"), "5",
                   "a default parameter value that is such a closure")
    XCTAssertEqual(try global("s", "struct Loader {\n  func count() throws(LoadError) -> Int { 2 }\n  init() throws(LoadError) { }\n}\n"
                                + "let s = try! Loader().count()"), "2", "a method's and an initializer's typed throws")
  }

  func testACaseWithNoStatement() throws {
    let view = { (cases: String) in
      "import SwiftUI\nenum Mode { case a, b }\nstruct V: View {\n  var mode: Mode = .a\n  var body: some View {\n    VStack {\n"
        + "      switch mode {\n\(cases)\n      }\n      Text(\"end\")\n    }\n  }\n}\n"
    }
    // A case whose one statement is a branch of `#if` not taken builds nothing, silently.
    let platform = view("      case .a:\n#if os(macOS)\n        Text(\"mac\")\n#endif\n      case .b:\n        Text(\"b\")")
    XCTAssertEqual(try texts(platform), ["end"])
    XCTAssertFalse(try notes(platform).contains { $0.contains("case") })
    // A tutorial's case before its code: a note, and nothing built.
    let tutorial = view("      case .a:\n\n      case .b:\n        Text(\"b\")")
    XCTAssertEqual(try texts(tutorial), ["end"])
    XCTAssertTrue(try notes(tutorial).contains("a case with no statement is read as code left out: it does nothing (Swift needs one: write `break`)"))
  }

  func testTheDocsEllipsisIsCodeLeftOut() throws {
    let note = "'…' stands for code left out of the pasted docs; it is skipped"
    // (what, source)
    let accepted: [(String, String)] = [
      ("a whole argument list", "import SwiftUI\nstruct V: View {\n  var body: some View { VStack { Row(…) } }\n}\n"),
      ("the rest of an argument list", "import SwiftUI\nstruct V: View {\n  var body: some View { VStack { Text(\"a\", …) } }\n}\n"),
      ("a statement", "import SwiftUI\nstruct V: View {\n  var body: some View {\n    VStack {\n      Text(\"a\")\n      …\n    }\n  }\n}\n"),
      ("an array's elements", "import SwiftUI\nstruct V: View {\n  let names = [\"a\", …]\n  var body: some View { Text(names[0]) }\n}\n"),
      ("a member", "import SwiftUI\nstruct V: View {\n  …\n  var body: some View { Text(\"a\") }\n}\n"),
    ]
    for (what, source) in accepted {
      XCTAssertEqual(firstError(source), "no error", what)
    }
    XCTAssertTrue(try notes(accepted[0].1).contains(note))
    let several = "import SwiftUI\nstruct V: View {\n  …\n  var body: some View {\n    VStack {\n      Row(…)\n      …\n    }\n  }\n}\n"
    XCTAssertEqual(try notes(several).filter { $0.hasPrefix("'…'") }, [note + " (here and at 2 more places: 6:11, 7:7)"], "one note names them all")
    XCTAssertEqual(try global("n", "let names = [\"a\", …, \"b\"]\nlet n = names.count"), "2")
    XCTAssertNotEqual(firstError("let title… = 1"), "no error", "never inside a name")
    XCTAssertNotEqual(firstError("let a = 1\nlet b = a…\n"), "no error", "never touching one")
    XCTAssertNotEqual(firstError("let r = 1…3"), "no error", "Swift has no '…' operator")
  }

  func testANearNameWithANestedTypeOfItsOwnIsTheAppsType() {
    let view = { (body: String) in "import SwiftUI\nstruct V: View {\n  var body: some View {\n    VStack {\n\(body)\n    }\n  }\n}\n" }
    let cases: [(String, String, String)] = [
      ("Animation nests no State: the app's reducer", view("Demo(store: Store(initialState: Animations.State()) { Animations() })"), "no error"),
      ("Timer nests no State either", view("Demo(store: Store(initialState: Timers.State()) { Timers() })"), "no error"),
      ("Font nests Weight: a typo", view("Text(\"a\").fontWeight(Fnt.Weight.bold)"), "cannot find 'Fnt' in scope | did you mean 'Font'?"),
      ("without a nested type the rule is as before", view("Text(\"a\").animation(Animations())"), "cannot find 'Animations' in scope | did you mean 'Animation'?"),
      ("String has no static titleCopied: the app's LString", view("Text(LString.titleCopied)"), "no error"),
      ("Image has no statics: the app's Images", view("Image(Images.logo)"), "no error"),
      ("a plural read for its statics is a namespace, even of a static the type has", view("Text(\"a\").foregroundColor(Colors.primary)"), "no error"),
      ("Fonts.title the same", view("Text(\"a\").font(Fonts.title)"), "no error"),
      ("a near type that has the static stays a typo", view("Text(\"a\").foregroundColor(Colr.red)"), "cannot find 'Colr' in scope | did you mean 'Color'?"),
      ("an app's font extension, a sibling of .title2 by its digits", view("Text(\"a\").font(.title20)"), "no error"),
      ("a near miss of a text style stays one", view("Text(\"a\").font(.largeTitel)"), "unknown font '.largeTitel' | did you mean 'largeTitle'?"),
      ("a model's method named like a modifier", view("Text(model.plan.name())"), "no error"),
      ("a view's modifier misspelt stays an error", view("Text(\"a\").paddin(8)"), "unknown modifier '.paddin' | did you mean 'padding'?"),
    ]
    for (what, source, expected) in cases {
      XCTAssertEqual(firstError(source), expected, what)
    }
  }

  func testAViewThatDrawsNothingWithItsOptionalsNilIsShownWithPlaceholders() throws {
    let row = "import SwiftUI\nstruct Row: View {\n  var entry: Entry?\n  var title: String? = nil\n  var body: some View {\n"
      + "    if let item = entry?.item {\n      Text(item.title)\n    } else if let title {\n      Text(title)\n    } else {\n      EmptyView().redacted(reason: .placeholder)\n    }\n  }\n}\n"
    XCTAssertEqual(try texts(row), ["title"])
    XCTAssertTrue(try notes(row).contains("'Row' draws nothing with 'entry', 'title' nil, as it is first shown: it is shown with a placeholder for "
                                            + "each instead; a #Preview giving them values shows that"))
    XCTAssertFalse(try notes(row).contains { $0.contains(".redacted") }, "what the first run said is taken back")
    // A view that draws something with its optionals nil keeps them nil.
    let drawn = "import SwiftUI\nstruct Row: View {\n  var subtitle: String?\n  var body: some View {\n    Text(subtitle ?? \"none\")\n  }\n}\n"
    XCTAssertEqual(try texts(drawn), ["none"])
    // A preview's values are what it shows, drawn or not.
    let previewed = row + "#Preview { Row(entry: nil) }\n"
    XCTAssertEqual(try texts(previewed), [])
    // A Bool input without a value is false; a view that draws nothing so is shown with it true.
    let flagged = "import SwiftUI\nstruct Status: View {\n  var showMusic: Bool\n  var track: String?\n  var body: some View {\n"
      + "    VStack {\n      if showMusic, let track {\n        Text(\"\\(track) playing\")\n      }\n    }\n  }\n}\n"
    XCTAssertEqual(try texts(flagged), ["track playing"], "the placeholder reads as its name in an interpolation too")
    let flaggedNotes = try notes(flagged)
    XCTAssertTrue(flaggedNotes.contains("'Status' draws nothing with 'track' nil and 'showMusic' false, as it is first shown: it is shown with "
                                                + "a placeholder for the optional and the flag true instead; a #Preview giving them values shows that"),
                  flaggedNotes.joined(separator: "\n"))
  }

  func testAClosureGivenByItsPropertyIsTheViewItReturns() throws {
    let menu = "import SwiftUI\nstruct Wrapper<Content: View, Title: View>: View {\n  var content: () -> Content\n  var title: () -> Title\n"
      + "  var body: some View { Menu(content: { content() }, label: title) }\n}\n"
    XCTAssertEqual(try Pipeline.run(source: menu, path: "t.ql").script.views.map(\.name), ["title"])
    let returned = "import SwiftUI\nstruct V: View {\n  var body: some View { Menu { Text(\"a\") } label: { return Text(\"More\") } }\n}\n"
    XCTAssertEqual(try texts(returned), ["More"])
  }

  func testAnInterpolationsSpecifierFormatsItsValue() throws {
    let source = "import SwiftUI\nstruct V: View {\n  let n = 7\n  let km = 3.14159\n  var body: some View {\n    VStack {\n"
      + "      Text(\"\\(n, specifier: \"%d\") of \\(2.5, specifier: \"%.2f\")\")\n      Text(\"\\(km, specifier: \"%.1f\") km\")\n"
      + "      Text(\"\\(km, format: .number)\")\n    }\n  }\n}\n"
    XCTAssertEqual(try texts(source), ["7 of 2.50", "3.1 km", "3.14159"])
  }

  func testFontsWrittenInFullCustomAndTheAppsOwn() throws {
    let source = "import SwiftUI\nstruct V: View {\n  var body: some View {\n    VStack {\n"
      + "      Text(\"one\").font(Font.title)\n      Text(\"two\").font(Font.system(size: 30))\n"
      + "      Text(\"three\").font(.custom(\"Avenir\", size: 30))\n      Text(\"four\").font(.custom(\"Avenir\", fixedSize: 12))\n"
      + "      Text(\"five\").font(.brandTitle)\n      Text(\"six\").font(.boldFontWithSize(15))\n    }\n  }\n}\n"
    let laidOut = try Pipeline.run(source: source, path: "t.ql")
    let sizes = laidOut.script.views.indices.compactMap { laidOut.result?.frames[$0]?.size }
    // Title 1 is 28 pt (3 × 14 by 35); 30 pt (3 × 15, 5 × 15 by 37.5); 12 pt (4 × 6 by 15); an app's own font keeps Body's 16 here (4 × 8, 3 × 8 by 20).
    XCTAssertEqual(sizes, [Size(width: 42, height: 35), Size(width: 45, height: 37.5), Size(width: 75, height: 37.5), Size(width: 24, height: 15),
                           Size(width: 32, height: 20), Size(width: 24, height: 20)])
    XCTAssertTrue(laidOut.script.warnings.map(\.message).contains(
      "'.brandTitle', '.boldFontWithSize' are fonts of the app's own, declared in another file, so not modelled: their texts keep the font they had"))
    XCTAssertEqual(firstError("import SwiftUI\nstruct V: View {\n  var body: some View { Text(\"a\").font(.largeTitel) }\n}\n"),
                   "unknown font '.largeTitel' | did you mean 'largeTitle'?", "a near miss of a text style stays an error")
  }

  func testAFileOfAnotherPlatformSaysSo() throws {
    let vision = "#if os(visionOS)\nimport SwiftUI\nstruct Settings: View {\n  var body: some View { Text(\"a\") }\n}\n#endif\n"
    XCTAssertEqual(try ScriptEvaluator.evaluate(source: vision, path: "t.ql").leftOutConditions, ["`#if os(visionOS)`"])
    let both = "#if os(iOS)\nlet a = 1\n#else\nlet a = 2\n#endif\n#if DEBUG\nlet b = 1\n#endif\n"
    XCTAssertEqual(try ScriptEvaluator.evaluate(source: both, path: "t.ql").leftOutConditions, ["`#else` of `#if os(iOS)`"])
    let nested = "#if os(iOS)\n#if os(macOS)\nlet a = 1\n#endif\n#endif\nlet b = 2\n"
    XCTAssertEqual(try ScriptEvaluator.evaluate(source: nested, path: "t.ql").leftOutConditions, [], "only the file's top-level blocks")
  }

  /// Geometry values compare by value, `.zero` standing for either side's zero (SwipeCellKit's
  /// `if contentEdgeInsets != .zero { … }` in a button's set-up).
  func testGeometryValuesCompareByValueAndWithZero() throws {
    let cases: [(expression: String, expected: String)] = [
      ("UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0) != .zero", "true"),
      ("UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) == .zero", "true"),
      ("CGSize(width: 2, height: 3) == CGSize(width: 2, height: 3)", "true"),
      ("CGRect(x: 0, y: 0, width: 1, height: 0) == .zero", "false"),
      ("CGPoint.zero == .zero", "true"),
    ]
    for (expression, expected) in cases {
      XCTAssertEqual(try global("v", "import UIKit\nlet v = \(expression)\nlet _w = v"), expected, expression)
    }
  }

  /// A file only a Mac's build compiles is read as a Mac's (`BuildPlatform`): its view shown, its
  /// iOS branches left out, one note; a file of both keeps the iPhone's reading.
  func testAMacOnlyFileIsReadAsAMacsBuild() throws {
    let mac = "#if os(macOS)\nimport SwiftUI\nimport AppKit\nstruct Settings: View {\n  var body: some View {\n"
      + "#if canImport(UIKit)\n    Text(\"phone\")\n#else\n    Text(\"Preferences\")\n#endif\n  }\n}\n#endif\n"
    XCTAssertEqual(try ScriptProbe.texts(mac), ["Preferences"], "canImport(UIKit) is false on a Mac")
    let script = try ScriptEvaluator.evaluate(source: mac, path: "t.ql")
    XCTAssertEqual(script.warnings.first?.message,
                   "the file's code stands in `#if os(macOS)`, which an iPhone's build leaves out: it is read as a Mac's build reads it "
                     + "(os(macOS) true, canImport(UIKit) false), as Xcode previews it on the Mac, and laid out on this canvas by the same "
                     + "rules; its controls keep the sizes an iPhone's have here")
    let both = "import SwiftUI\nstruct Row: View {\n  var body: some View {\n#if os(macOS)\n    Text(\"mac\")\n#else\n    Text(\"phone\")\n#endif\n  }\n}\n"
    XCTAssertEqual(try ScriptProbe.texts(both), ["phone"])
  }

  /// A file only an Apple TV's or a watch's build compiles is read as that build (`BuildPlatform`):
  /// `os(tvOS)` or `os(watchOS)` true, the other platforms' frameworks missing (watchOS has
  /// UIKit's colours and fonts, so `canImport(UIKit)` is true there), one note naming the reading.
  func testATVOrWatchOnlyFileIsReadAsThatPlatformsBuild() throws {
    let cases: [(os: String, branches: String, text: String, reading: String)] = [
      ("tvOS", "#if canImport(TVUIKit) && !canImport(WatchKit)\n    Text(\"tv\")\n#else\n    Text(\"other\")\n#endif",
       "tv", "an Apple TV's build reads it (os(tvOS) true), as Xcode previews it in the Apple TV simulator"),
      ("watchOS", "#if canImport(UIKit) && canImport(WatchKit) && !canImport(TVUIKit) && targetEnvironment(simulator)\n    Text(\"watch\")\n#else\n    Text(\"other\")\n#endif",
       "watch", "an Apple Watch's build reads it (os(watchOS) true), as Xcode previews it in the watch simulator"),
    ]
    for (os, branches, text, reading) in cases {
      let source = "#if os(\(os))\nimport SwiftUI\nstruct Shelf: View {\n  var body: some View {\n\(branches)\n  }\n}\n#endif\n"
      XCTAssertEqual(try ScriptProbe.texts(source), [text], os)
      XCTAssertEqual(try ScriptEvaluator.evaluate(source: source, path: "t.ql").warnings.first?.message,
                     "the file's code stands in `#if os(\(os))`, which an iPhone's build leaves out: it is read as \(reading), and laid out "
                       + "on this canvas by the same rules; its controls keep the sizes an iPhone's have here", os)
    }
  }

  /// A file whose code stands whole in a branch of the app's own flag (LeoNatan/LNPopupController's
  /// example, `#if LNPOPUP … #endif` around its player view) is read again with the flag set, with
  /// one note; a flag around part of a file stays false (a debug build of an iPhone sets none).
  func testAFileInsideAnAppsOwnFlagIsReadWithTheFlagSet() throws {
    let whole = "import SwiftUI\n#if LNPOPUP\nimport LNPopupController\nstruct PlayerView: View {\n  var body: some View {\n"
      + "#if !LNPOPUP\n    Text(\"stub\")\n#else\n    Text(\"Now Playing\")\n#endif\n  }\n}\n#endif\n"
    XCTAssertEqual(try ScriptProbe.texts(whole), ["Now Playing"])
    XCTAssertEqual(try ScriptEvaluator.evaluate(source: whole, path: "t.ql").warnings.first?.message,
                   "the file's code stands in `#if LNPOPUP`, a compilation condition of the app's build settings, which qlrepl cannot see: "
                     + "it is read with LNPOPUP set, as the target it belongs to builds it")
    let part = "import SwiftUI\nstruct Row: View {\n  var body: some View {\n#if BETA\n    Text(\"beta\")\n#else\n    Text(\"release\")\n#endif\n  }\n}\n"
    XCTAssertEqual(try ScriptProbe.texts(part), ["release"])
    XCTAssertEqual(BuildConfiguration.flags(testedBy: "`#if LNPOPUP&&!os(macOS)`"), ["LNPOPUP"])
    XCTAssertEqual(BuildConfiguration.flags(testedBy: "`#else` of `#if DEBUG||canImport(UIKit)`"), [])
  }

  /// Key paths that chain through an optional (sindresorhus/Plash's `getMap(\.?.withFallbackToMain)`,
  /// `\.parent!.name`, `\Order?.status`) parse, read as the value's own path.
  func testAKeyPathMayChainThroughAnOptional() throws {
    for path in ["\\.?.withFallbackToMain", "\\.parent!.name", "\\Order?.status"] {
      let source = "import SwiftUI\nstruct Row: View {\n  var body: some View {\n    Text(\"a\").tag(\(path))\n  }\n}\n"
      XCTAssertEqual(try ScriptProbe.texts(source), ["a"], path)
    }
  }

  /// A view struct whose body the snippet leaves out (the Composable Architecture's tutorials:
  /// `struct SyncUpDetailView: View { // ... }` beside its reducer) is an 80 × 44 box named for
  /// it, listed once; a file with a view of its own shows that view, the bodiless one a box inside it.
  func testAViewWhoseBodyIsLeftOutIsANamedBox() throws {
    let alone = "import SwiftUI\nstruct Feature { var count = 0 }\nstruct DetailView: View {\n  // ...\n}\n"
    let laidOut = try Pipeline.run(source: alone, path: "t.ql")
    XCTAssertEqual(laidOut.script.views.map(\.typeName), ["DetailView"])
    XCTAssertEqual(laidOut.result?.frames[0], Rect(x: 147.5, y: 311.5, width: 80, height: 44))
    XCTAssertEqual(laidOut.script.warnings.map(\.message),
                   ["not declared in the snippet, so shown as placeholders — a view whose body the snippet leaves out, drawn as a box: DetailView"])
    let used = "import SwiftUI\nstruct DetailView: View {\n}\nstruct Screen: View {\n  var body: some View {\n    VStack { Text(\"Title\"); DetailView() }\n  }\n}\n"
    let screen = try Pipeline.run(source: used, path: "t.ql")
    let box = try XCTUnwrap(screen.script.views.firstIndex { $0.typeName == "DetailView" })
    XCTAssertEqual(screen.result?.frames[box]?.size, Size(width: 80, height: 44), "the box inside the screen's stack")
  }

  /// A preview calling its view by a label the file's initializers lack (`ConsoleView(store: .mock)`,
  /// Pulse's, whose `init(store:)` another file's extension declares) shows the view without the
  /// preview, its properties placeholders, with a note; a label one edit from the view's stays an error.
  func testAPreviewCallingAnotherFilesInitializerShowsTheViewWithoutIt() throws {
    let view = "import SwiftUI\nstruct Inbox: View {\n  let title: String\n  init(title: String) { self.title = title }\n"
      + "  var body: some View { Text(title) }\n}\n"
    let other = try ScriptEvaluator.evaluate(source: view + "#Preview {\n  Inbox(store: .mock)\n}\n", path: "t.ql")
    XCTAssertEqual(other.views.map(\.typeName), ["Text"])
    XCTAssertTrue(other.warnings.map(\.message).contains("the preview is not run ('Inbox' has no argument 'store:' at 8:9): 'Inbox' is shown without it"))
    XCTAssertEqual(firstError(view + "#Preview {\n  Inbox(titel: \"A\")\n}\n"), "'Inbox' has no argument 'titel:' | did you mean 'title'?")
  }

  /// A `@State` string that starts empty and that the view's own code fills later (BookPlayer's
  /// `statusMessage`, set in `onAppear` and a method) shows its name, the text it holds once the
  /// view has appeared, listed once; one only ever cleared, one never set and a literal `Text("")`
  /// stay empty, as SwiftUI draws them.
  func testAStateStringTheViewFillsLaterShowsItsName() throws {
    func view(_ members: String, _ content: String) -> String {
      "import SwiftUI\nstruct Sync: View {\n  @State private var status: String = \"\"\n\(members)\n"
        + "  var body: some View {\n    VStack { \(content) }\n      .onAppear { refresh() }\n  }\n}\n"
    }
    let cases: [(what: String, members: String, content: String, texts: [String])] = [
      ("set by a method onAppear calls", "  func refresh() { status = \"Synced \\(3) ago\" }", "Text(status)", ["status"]),
      ("set through self in an observer", "  func refresh() {}\n  func observe() { self.status = String(3) }", "Text(status)", ["status"]),
      ("only cleared", "  func refresh() { status = \"\" }", "Text(status)", [""]),
      ("never set", "  func refresh() {}", "Text(status)", [""]),
      ("a literal", "  func refresh() { status = \"a\" }", "Text(\"\")", [""]),
    ]
    for (what, members, content, texts) in cases {
      XCTAssertEqual(try ScriptProbe.texts(view(members, content)), texts, what)
    }
    let script = try ScriptEvaluator.evaluate(source: view(cases[0].members, "Text(status)"), path: "t.ql")
    XCTAssertTrue(script.warnings.contains { $0.message.hasSuffix("a text the view's code fills later (it starts empty), its name: status") })
  }

  /// A `var details: String = ""` of the view shown without a preview is an input its callers give
  /// (Pulse's `NetworkMenuCell`): its name, as an input without a value has; a preview that leaves it
  /// out, a `let` and a `@State` never set keep it empty.
  func testAnEmptyTextInputOfTheViewShownWithoutAPreviewShowsItsName() throws {
    let cell = "import SwiftUI\nstruct Cell: View {\n  let title: String\n  var details: String = \"\"\n  let badge: String = \"\"\n"
      + "  @State var draft = \"\"\n  var body: some View { HStack { Text(title); Text(details); Text(badge); Text(draft) } }\n}\n"
    XCTAssertEqual(try ScriptProbe.texts(cell), ["title", "details", "", ""])
    XCTAssertEqual(try ScriptProbe.texts(cell + "#Preview { Cell(title: \"Wi-Fi\") }\n"), ["Wi-Fi", "", "", ""])
    XCTAssertTrue(try ScriptEvaluator.evaluate(source: cell, path: "t.ql").warnings.contains {
      $0.message.contains("a text input its callers give (empty by default), its name: details")
    })
  }

  /// A file of an `extension View` method alone (FloatingPanel's `floatingPanelScrollTracking(proxy:)`)
  /// shows it on a placeholder `content`, its parameters without a default placeholders.
  func testAFileOfAViewExtensionMethodShowsItOnAPlaceholder() throws {
    let source = "import SwiftUI\nextension View {\n  func captioned(_ caption: String, inset: CGFloat = 8) -> some View {\n"
      + "    VStack { self; Text(caption) }.padding(inset)\n  }\n}\n"
    let laidOut = try Pipeline.run(source: source, path: "t.ql")
    XCTAssertEqual(laidOut.script.views.map(\.name), ["content", "Text#1"])
    XCTAssertEqual(try ScriptProbe.texts(source), ["caption"])
    // The 80 × 44 box over the caption (7 × 8 by 20), 8 apart, padded by 8: 96 × (44 + 8 + 20 + 16).
    XCTAssertEqual(laidOut.result?.size, Size(width: 96, height: 88))
  }

  /// App Intents' buttons (iOS 17): `Button(intent: Refresh()) { label }` is laid out as its
  /// label, as `Button(action:) { label }` is (home-assistant's widget header); `Button("Go",
  /// intent: …)` keeps its title. The intent, another file's type, changes what it does, not its size.
  func testAnIntentsButtonIsItsLabel() throws {
    let cases: [(button: String, size: Size)] = [
      ("Button(intent: Refresh()) { Text(\"This week\") }", Size(width: 72, height: 20)),
      ("Button(action: {}) { Text(\"This week\") }", Size(width: 72, height: 20)),
      ("Button(\"Go\", intent: Refresh())", try XCTUnwrap(Pipeline.run(source: "import SwiftUI\nstruct V: View {\n  var body: some View { Button(\"Go\") {} }\n}\n",
                                                                      path: "t.ql").result?.size)),
    ]
    for (button, size) in cases {
      let source = "import SwiftUI\nstruct V: View {\n  var body: some View { \(button) }\n}\n"
      XCTAssertEqual(try Pipeline.run(source: source, path: "t.ql").result?.size, size, button)
    }
  }

  /// A range of dates (`Date.now...Date(timeIntervalSinceNow: 30)`, a live activity's timer in
  /// sample-food-truck's preview state) is a value, kept as its text as a date is.
  func testARangeOfDatesIsAValue() throws {
    XCTAssertEqual(try global("r", "import SwiftUI\nlet r = Date.now...Date(timeIntervalSinceNow: 30)\nlet _w = r"), "Date...Date")
    XCTAssertEqual(try global("r", "import SwiftUI\nlet r = Date.now..<Date.distantFuture\nlet _w = r"), "Date..<Date")
  }

  /// A function or a type declared in a function's body (artsy/eidolon's set-up method declares
  /// `enum LabelType` and `func label(_:tag:fontSize: = 16)`): the type is declared where it first
  /// runs, the function is called by its labels with its defaults.
  func testLocalFunctionsKeepTheirLabelsAndDefaults() throws {
    let source = "func make() -> String {\n  enum Kind { case serif, bold }\n"
      + "  func label(_ kind: Kind, tag: Int, size: Int = 16) -> String { \"\\(tag)-\\(size)\" }\n"
      + "  return label(.serif, tag: 3) + \" \" + label(.bold, tag: 4, size: 12)\n}\nlet s = make()\n"
    XCTAssertEqual(try global("s", source), "3-16 4-12")
  }

  func testObserversOnALineOfTheirOwnAfterAPropertysValue() throws {
    // (what, the property of `struct S`, then `let s = S().value`)
    let cases: [(String, String, String)] = [
      ("a value then `{` on the next line", "var value = 3\n  {\n    didSet { print(value) }\n  }", "3"),
      ("a value of two lines, `??` opening the second", "var value: Int = [4].first\n    .map { $0 * 2 } ?? 1\n  {\n    willSet { }\n  }", "8"),
      ("a call's value, no trailing closure", "var value = Int(5)\n  {\n    didSet { }\n  }", "5"),
    ]
    for (what, property, expected) in cases {
      XCTAssertEqual(try global("s", "struct S {\n  \(property)\n  var other = 1\n}\nlet s = S().value"), expected, what)
    }
    XCTAssertEqual(try global("s", "var value = 6\n{\n  didSet { }\n}\nlet s = value"), "6", "a script's own variable")
  }

  func testASubclassOfAClassOfTheFileInheritsItsMembersButNotItsNestedTypes() throws {
    let source = "import UIKit\nclass Base: UIView {\n  struct Style { let gap = 4 }\n  let title = UILabel()\n"
      + "  func gap() -> Int { 4 }\n}\nclass Card: Base {\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n"
      + "    title.text = \"Hi\"\n    addSubview(title)\n  }\n  override func gap() -> Int { 6 }\n}\n"
    XCTAssertEqual(firstError(source), "no error", "Style is declared once, by Base")
    XCTAssertEqual(try texts(source), ["Hi"], "Card's title is Base's")
  }
}
