import LayoutCore
import XCTest
@testable import LayoutScript

/// Issue 22: a real app's view file renders whatever it takes from the rest of its app. A value of
/// a type another file declares is a placeholder that stays one as the body uses it, what qlrepl
/// does not model becomes a named placeholder with one warning, and a typo stays an error. Each
/// case is table-driven: the script, then the texts its views show in order.
final class RealAppFileTests: XCTestCase {
  private func evaluated(_ source: String) throws -> EvaluatedScript {
    try ScriptEvaluator.evaluate(source: source, path: "test.ql")
  }

  /// The texts of the script's labels and buttons (not its placeholders), in the order they were made.
  private func texts(_ script: EvaluatedScript) -> [String] {
    script.views.filter { !$0.isPlaceholder }.compactMap { view in
      if case .label(let text, _, _) = view.kind { return text.string }
      if case .button(let title, _) = view.kind { return title }
      return nil
    }
  }

  /// A SwiftUI view whose `let post: Post` and `@EnvironmentObject var store: Store` no file declares.
  private func view(_ body: String) -> String {
    "import SwiftUI\nstruct Badge: View {\n  let post: Post\n  var body: some View { Text(post.headline) }\n}\n"
      + "struct Row: View {\n  let post: Post\n  @EnvironmentObject var store: Store\n  var selection: Post?\n"
      + "  var body: some View {\n    VStack {\n" + body + "\n    }\n  }\n}\n"
  }

  func testAPlaceholderUsedAsAValueStaysOne() throws {
    let cases: [(what: String, body: String, texts: [String])] = [
      ("a member chain reads as its last name", "Text(post.author.name)", ["name"]),
      ("a condition on it is true", "if post.isPinned { Text(\"Pinned\") } else { Text(\"Plain\") }", ["Pinned"]),
      ("`!` of it is true too", "if !store.state.items.isEmpty { Text(\"Some\") }", ["Some"]),
      ("a comparison with it is true", "if post.kind == .video { Text(\"Video\") }", ["Video"]),
      ("a subscript is a sample element", "Text(post.tags[4].title)", ["title 2"]),
      ("a method another file declares is a placeholder", "Text(post.summary(maxLength: 20))", ["summary()"]),
      ("a static member another file declares", "Text(Post.sample.title)", ["title"]),
      ("an implicit member another file declares", "Badge(post: .mock)", ["headline"]),
      ("a range up to it has the three samples", "ForEach(0..<store.count) { i in Text(\"\\(i)\") }", ["0", "1", "2"]),
      ("optional chaining on nil gives nil", "Text(selection?.title ?? \"none\")", ["none"]),
    ]
    for (what, body, expected) in cases {
      XCTAssertEqual(texts(try evaluated(view(body))), expected, what)
    }
  }

  func testFoundationTextFunctionsRealFilesCall() throws {
    let cases: [(String, String)] = [
      ("Text(String(localized: \"label.today\"))", "label.today"),
      ("Text(NSLocalizedString(\"Mark All\", comment: \"a button\"))", "Mark All"),
      ("Text(\"key\", comment: \"a label\")", "key"),
      ("Text(String(describing: 42))", "42"),
      ("Text(String(255, radix: 16))", "ff"),
      ("Text(\"mixed Case\".uppercased())", "MIXED CASE"),
      ("Text(\"hello world\".capitalized)", "Hello World"),
      ("Text(\"  padded \\n\".trimmingCharacters(in: .whitespaces))", "padded"),
      ("Text(\"\\(Set([3, 1, 3, 2]).count)\")", "3"),
    ]
    for (body, text) in cases {
      XCTAssertEqual(texts(try evaluated(view(body))), [text], body)
    }
  }

  func testWhatIsNotModelledIsAPlaceholderNamedOnceWithWhy() throws {
    let script = try evaluated(view("Text(\"Before\")\nStepper(value: 1, onEditingChanged: { _ in }) { Text(\"Count\") }\nText(\"After\")"))
    XCTAssertEqual(texts(script), ["Before", "After"])
    XCTAssertEqual(script.views.filter { $0.name == "Stepper(…)" }.map(\.kind), [.sizedView(Size(width: 80, height: 44))])
    XCTAssertEqual(script.warnings.filter { $0.message.hasPrefix("not modelled") }.map(\.message), [
      "not modelled, so drawn as a placeholder: Stepper(…) at 13:19 ('Stepper' has no argument 'onEditingChanged:')",
    ])
  }

  func testATypoStaysAnErrorAndAFileWrittenForQlreplKeepsItsErrors() {
    let cases: [(what: String, source: String, message: String)] = [
      ("a modifier one edit from a known one", view("Text(\"a\").paddng()"), "unknown modifier '.paddng'"),
      ("a label one edit from a known one", view("Text(\"a\").frame(widht: 20)"), "'frame' has no argument 'widht:'"),
      ("no `: View` struct: a script of qlrepl's", "var body: Layout { VStack { UILabel(text: \"x\", weight: 2) } }",
       "'UILabel' has no argument 'weight:'"),
    ]
    for (what, source, message) in cases {
      XCTAssertThrowsError(try evaluated(source), what) { error in
        XCTAssertEqual((error as? ScriptFailure)?.diagnostics.first?.message, message, what)
      }
    }
  }

  func testBracesOnTheirOwnLinesAndSwiftFormsAroundViews() throws {
    let cases: [(what: String, source: String, texts: [String])] = [
      ("Allman braces", "import SwiftUI\nstruct A: View\n{\n  var body: some View\n  {\n    VStack\n    {\n      Text(\"x\")\n    }\n  }\n}\n", ["x"]),
      ("for … where", "import SwiftUI\nstruct A: View {\n  var n: Int { var c = 0\n for i in 0..<5 where i > 2 { c += 1 }\n return c }\n"
         + "  var body: some View { Text(\"\\(n)\") }\n}\n", ["2"]),
      ("transitions combined (pocket-casts' KidsProfileSheet)", "import SwiftUI\nstruct A: View {\n"
         + "  let t: AnyTransition = .asymmetric(insertion: .slide, removal: .scale(scale: 0.7)).combined(with: .opacity)\n"
         + "  var body: some View { Text(\"t\").transition(t).transition(.move(edge: .bottom).combined(with: .opacity)) }\n}\n", ["t"]),
      ("a one-sided range and a cast", "import SwiftUI\nstruct A: View {\n  var body: some View {\n"
         + "    Text((1 as? Int ?? 0) == 1 ? \"cast\" : \"no\").dynamicTypeSize(...DynamicTypeSize.large)\n  }\n}\n", ["cast"]),
      ("a view's initializer sets what it does not take", "import SwiftUI\nstruct A: View {\n  let model: Model\n  let title: String\n"
         + "  init() { self.model = Model(); self.title = \"Set\" }\n  var body: some View { Text(model.name) }\n}\n", ["name"]),
      ("an operator and an initializer passed as functions", "import SwiftUI\nstruct A: View {\n  let names = [\"star\", \"heart\"]\n"
         + "  var body: some View {\n    VStack {\n      Text(\"\\(names.map { $0.count }.reduce(0, +))\")\n"
         + "      ForEach(names.map(Text.init(verbatim:)).indices, id: \\.self) { i in Text(\"\\(i)\") }\n    }\n  }\n}\n",
       ["9", "star", "heart", "0", "1"]),
    ]
    for (what, source, expected) in cases {
      XCTAssertEqual(texts(try evaluated(source)), expected, what)
    }
  }

  /// A view struct's own initializer runs (after StanfordSpezi/SpeziOnboarding's
  /// OnboardingTitleView and the `_state = State(initialValue:)` of many apps): what it sets the
  /// properties to is what the body shows; a statement it cannot run is a note.
  func testAViewsInitializerRunsAsSwiftRunsIt() throws {
    let cases: [(what: String, source: String, texts: [String])] = [
      ("a State's initial value from a parameter", "struct C: View {\n  @State private var n: Int\n"
         + "  init(start: Int) { _n = State(initialValue: start * 2) }\n  var body: some View { Text(\"\\(n)\") }\n}\n"
         + "#Preview { C(start: 21) }\n", ["42"]),
      ("a property that is a view its parameter builds, an optional mapped", "struct T: View {\n  private let title: Text\n"
         + "  private let subtitle: Text?\n  init(title: String, subtitle: String? = nil) {\n    self.title = Text(title + \"!\")\n"
         + "    self.subtitle = subtitle.map { Text($0) }\n  }\n  var body: some View {\n    VStack {\n      title\n"
         + "      if let subtitle { subtitle }\n    }\n  }\n}\n#Preview { T(title: \"Title\", subtitle: \"Sub\") }\n", ["Title!", "Sub"]),
      ("the optional left out is nil: no subtitle", "struct T: View {\n  private let title: Text\n  private let subtitle: Text?\n"
         + "  init(title: String, subtitle: String? = nil) {\n    self.title = Text(title)\n    self.subtitle = subtitle.map { Text($0) }\n"
         + "  }\n  var body: some View {\n    VStack {\n      title\n      if let subtitle { subtitle }\n    }\n  }\n}\n"
         + "#Preview { T(title: \"Only\") }\n", ["Only"]),
      ("a statement it cannot run is skipped, the next still runs", "struct L: View {\n  let caption: String\n  let detail: String\n"
         + "  init(caption: String) {\n    self.detail = formatter.string(from: caption)\n    self.caption = caption.uppercased()\n  }\n"
         + "  var body: some View { Text(caption) }\n}\n#Preview { L(caption: \"ok\") }\n", ["OK"]),
      ("a property it leaves empty after a statement it cannot run keeps its placeholder", "struct Linked: View {\n"
         + "  private let content: AttributedString\n  init(text: String) {\n    var built = AttributedString()\n"
         + "    for range in text.ranges(of: \"e\") { built += AttributedString(text[range]) }\n    self.content = built\n  }\n"
         + "  var body: some View { Text(content) }\n}\n#Preview { Linked(text: \"see\") }\n", ["content"]),
    ]
    for (what, source, expected) in cases {
      XCTAssertEqual(texts(try evaluated("import SwiftUI\n" + source)), expected, what)
    }
  }

  /// How a call reaches a view struct's properties: an unlabelled trailing closure goes to the
  /// first property of a function type (after element-x-ios's FullscreenDialog and pocket-casts'
  /// EditFolderPodcastsView, an app's model type before it), and a view with several
  /// initializers (a convenience one delegating with `self.init(…)`, after element-x-ios's
  /// VerificationBadge) is called by any of them, which runs (Evaluator+ViewInitializers).
  func testCallsReachPropertiesAsSwiftMatchesThem() throws {
    let header = "import SwiftUI\nstruct Badge: View {\n  let state: BadgeState\n  let size: IconSize\n  let caption: String\n"
      + "  init(state: BadgeState) { self.init(state: state, size: .small, caption: \"small\") }\n"
      + "  init(state: BadgeState, size: IconSize, caption: String) {\n"
      + "    self.state = state\n    self.size = size\n    self.caption = caption\n  }\n"
      + "  var body: some View { Text(caption) }\n}\n"
      + "struct Sheet: View {\n  @EnvironmentObject var theme: Theme\n  var background: SheetBackground?\n  var title: String\n"
      + "  var dismiss: () -> Void\n  var body: some View { Button(title) { dismiss() } }\n}\n"
    let cases: [(what: String, body: String, texts: [String])] = [
      ("the trailing closure is the function-typed property", "Sheet(title: \"Done\") { }", ["Done"]),
      ("the full initializer", "Badge(state: .on, size: .large, caption: \"large\")", ["large"]),
      ("the convenience initializer runs, and the one it delegates to with `self.init(…)`", "Badge(state: .on)", ["small"]),
    ]
    for (what, body, expected) in cases {
      XCTAssertEqual(texts(try evaluated(header + "#Preview {\n  " + body + "\n}\n")), expected, what)
    }
    XCTAssertThrowsError(try evaluated(header + "#Preview {\n  Badge(size: .large)\n}\n"), "the state no initializer leaves out")
  }

  /// An undeclared type given a closure that makes no views (a reducer: `Store(initialState:
  /// Feature.State()) { Feature() }`, after the Composable Architecture's case studies,
  /// github.com/pointfreeco/swift-composable-architecture) is a placeholder without content, not
  /// "a child must be a layout".
  func testAPlaceholderGivenAClosureOfModelsHasNoContent() throws {
    let source = "import SwiftUI\nstruct Counter { struct State { var count = 0 } }\n"
      + "struct CounterView: View {\n  let store: StoreOf<Counter>\n  var body: some View { Text(\"Count\") }\n}\n"
      + "#Preview {\n  CounterView(store: Store(initialState: Counter.State()) { Counter() })\n}\n"
    XCTAssertEqual(texts(try evaluated(source)), ["Count"])
    let boxed = "import SwiftUI\nstruct V: View {\n  var body: some View { Card { Text(\"In\") } }\n}\n"
    let script = try evaluated(boxed)
    XCTAssertEqual(texts(script), ["In"], "a placeholder given views still holds them")
  }

  /// A preview's data made by a static function that fails is reported once, where it failed: the
  /// loop over its result does not add "cannot loop over nothing" (after element-x-ios's
  /// SpaceHeaderView previews, github.com/element-hq/element-x-ios). A method qlrepl does not
  /// know on an array (`[1].frobnicate()`) is no stop of the file: the preview is not run and
  /// its view is shown without it, with that note (docs/language.md, "What is not modelled"); a
  /// string's is another file's extension, a placeholder (`AppOwnNamesTests`).
  func testAFailedFunctionsValueIsReportedOnceWhereItFailed() throws {
    let source = "import SwiftUI\nstruct Row: View {\n  let room: Room\n  var body: some View { Text(room.name) }\n}\n"
      + "struct Row_Previews: PreviewProvider {\n  static let rooms = makeRooms()\n"
      + "  static var previews: some View { VStack { ForEach(rooms, id: \\.id) { room in Row(room: room) } } }\n"
      + "  static func makeRooms() -> [Room] { [Room.mock(topic: [1].frobnicate())] }\n}\n"
    let script = try evaluated(source)
    XCTAssertEqual(script.warnings.filter { $0.message.contains("frobnicate") || $0.message.contains("loop") }
                     .map { "\($0.location.line):\($0.location.column): \($0.message)" },
                   ["9:61: the preview is not run (an array has no method 'frobnicate' at 9:61): 'Row' is shown without it"])
  }
}
