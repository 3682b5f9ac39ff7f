import LayoutCore
import LayoutPipeline
import XCTest
@testable import LayoutScript

/// The Swift of real app files (issue 22, point 1), each construct read to the value Swift gives it.
final class RealCodeSwiftTests: XCTestCase {
  /// The value of the global `name` after evaluating `source`.
  private func global(_ name: String, _ source: String, file: StaticString = #filePath, line: UInt = #line) throws -> String? {
    try ScriptEvaluator.evaluate(source: source, path: "t.ql").globals.first { $0.name == name }?.value
  }

  /// The texts the laid-out views of `source` show, in the order they were made.
  private func texts(_ source: String) throws -> [String] {
    let laidOut = try Pipeline.run(source: source, path: "t.ql")
    return laidOut.script.views.enumerated().compactMap { id, view in
      guard laidOut.result?.frames.indices.contains(id) == true, laidOut.result?.frames[id] != nil,
            case .label(let text, _, _) = view.kind else { return nil }
      return text.string
    }
  }

  func testConditionalCompilationAnswersAsAnIPhoneDebugBuild() throws {
    // (condition, taken)
    let cases: [(String, Bool)] = [
      ("os(iOS)", true), ("os(macOS)", false), ("os(watchOS) || os(visionOS)", false), ("!os(iOS)", false),
      ("canImport(UIKit)", true), ("canImport(SwiftUI) && canImport(QuickLayout)", true), ("canImport(AppKit)", false),
      ("DEBUG", true), ("RELEASE", false), ("targetEnvironment(simulator)", true), ("targetEnvironment(macCatalyst)", false),
      ("swift(>=5.9)", true), ("compiler(>=6.0)", true), ("arch(arm64)", true), ("(os(iOS) || os(tvOS)) && !DEBUG", false),
    ]
    for (condition, taken) in cases {
      let source = "#if \(condition)\nlet v = \"yes\"\n#elseif DEBUG\nlet v = \"elseif\"\n#else\nlet v = \"no\"\n#endif\nlet _w = v"
      XCTAssertEqual(try global("v", source), taken ? "yes" : "elseif", condition)
    }
    XCTAssertEqual(try global("v", "#if os(macOS)\n#if DEBUG\nlet v = 1\n#endif\n#else\nlet v = 2\n#endif\nlet _w = v"), "2",
                   "an #if inside a branch not taken takes nothing")
    XCTAssertThrowsError(try ScriptEvaluator.evaluate(source: "#if DEBUG\nlet v = 1\n", path: "t.ql")) { error in
      XCTAssertTrue((error as? ScriptFailure)?.rendered().contains("missing '#endif' for this '#if'") == true)
    }
  }

  func testSwiftValuesOfRealFiles() throws {
    // (what, source, global, value)
    let cases: [(String, String, String, String)] = [
      ("a multi-line string loses its closing delimiter's indentation", "let s = \"\"\"\n    one\n      two\n    \"\"\"", "s", "one\n  two"),
      ("a backslash ending a multi-line string's line joins the next", "let s = \"\"\"\n  one \\\n  two\n  three\n  \"\"\"", "s", "one two\nthree"),
      ("sorted, by an operator and by a closure", "let a = [3, 1, 2]\nlet s = \"\\(a.sorted())\\(a.sorted(by: >))\\(a.sorted { $0 > $1 }.last!)\"", "s", "[1, 2, 3][3, 2, 1]1"),
      ("compactMap drops nil, flatMap flattens", "let a = [3, 1, 2]\nlet s = \"\\(a.compactMap { $0 > 1 ? $0 : nil })\\(a.flatMap { [$0, $0] }.count)\"", "s", "[3, 2]6"),
      ("first, last, firstIndex and count by a test", "let a = [3, 1, 2]\nlet s = \"\\(a.first { $0 < 3 }!)\\(a.last(where: { $0 > 1 })!)\\(a.firstIndex(of: 2)!)\\(a.count(where: { $0 > 1 }))\\(a.first { $0 > 5 } ?? 0)\"", "s", "12220"),
      ("prefix, suffix and drops never take more than there is", "let a = [3, 1, 2]\nlet s = \"\\(a.prefix(2))\\(a.suffix(5))\\(a.dropFirst())\\(a.dropLast(2))\"", "s", "[3, 1][3, 1, 2][1, 2][3]"),
      ("joined, with and without a separator", "let s = [\"Sem\", \"amet\"].joined(separator: \" \") + [\"a\", \"b\"].joined()", "s", "Sem ametab"),
      ("chance made certain: shuffled keeps the order, randomElement is the first", "let a = [3, 1, 2]\nlet s = \"\\(a.shuffled())\\(a.randomElement()!)\"", "s", "[3, 1, 2]3"),
      ("a tuple's items by position", "let t = (3, \"a\")\nlet s = \"\\(t.0)\\(t.1)\"", "s", "3a"),
      ("zip pairs two sequences", "let s = zip([1, 2, 3], [\"a\", \"b\"]).count", "s", "2"),
      ("[Bool](repeating:count:)", "let s = [Bool](repeating: false, count: 3).count", "s", "3"),
      ("try, try? and await read past", "let s = try? await max(1, 2)", "s", "2"),
      ("an enum's raw value, its name when none is written", "enum E: String { case a = \"A\", b }\nlet s = \"\\(E.a.rawValue)\\(E.b.rawValue)\"", "s", "Ab"),
      ("an Int enum's raw values count from 0", "enum E: Int { case a, b, c }\nlet s = E.c.rawValue", "s", "2"),
      ("allCases and Type(rawValue:)", "enum E: String, CaseIterable { case x, y }\nlet s = E.allCases.count + (E(rawValue: \"y\") == .y ? 10 : 0)", "s", "12"),
      ("a computed property switching over self", "enum E { case a, b\n var n: Int { switch self { case .a: return 1\n case .b: return 2 } } }\nlet s = E.b.n", "s", "2"),
      ("a struct's computed property and method", "struct P { var x = 2\n var double: Int { x * 2 }\n func plus(_ y: Int) -> Int { x + y } }\nlet s = P().double + P(x: 5).plus(1)", "s", "10"),
      ("a static member from an extension", "struct P { var x: Int }\nextension P { static let sample = P(x: 7) }\nlet s = P.sample.x", "s", "7"),
      ("a protocol extension's default implementation", "protocol Named { var name: String { get } }\nextension Named { var greeting: String { \"hi \\(name)\" } }\nstruct U: Named { let name: String }\nlet s = U(name: \"al\").greeting", "s", "hi al"),
      ("a model class's field without a default takes a placeholder", "class M: ObservableObject { var title: String\n init() { title = \"x\" } }\nlet s = M().title", "s", "title"),
      ("if case matches on the case, its bindings nil", "enum R { case success(Int), failure }\nlet r: R = .success\nvar s = 0\nif case .success(let value) = r {\n  s = value == nil ? 1 : 2\n}", "s", "1"),
      ("let (a, b) = a tuple", "let (a, b) = (1, \"x\")\nlet s = \"\\(a)\\(b)\"", "s", "1x"),
      ("[T]() is an empty array", "struct M { let x: Int }\nlet s = [M]().count", "s", "0"),
      ("a case pattern binding values matches on its case", "enum L { case loaded([Int]), idle }\nlet v: L = .loaded\nvar s = 0\nswitch v {\ncase .loaded(let items):\n  s = 1\ncase .idle:\n  s = 2\n}", "s", "1"),
    ]
    for (what, source, name, value) in cases {
      XCTAssertEqual(try global(name, source), value, what)
    }
  }

  func testEnvironmentAndPlaceholdersFillAViewShownWithoutAPreview() throws {
    let source = """
      import SwiftUI
      struct Badge { var label = "new" }
      struct Card: View {
        @Environment(\\.colorScheme) private var scheme
        @Environment(\\.horizontalSizeClass) private var sizeClass
        @Environment(\\.dismiss) private var dismiss
        let title: String
        let count: Int
        let tags: [String]
        let badge: Badge
        let subtitle: String?
        var body: some View {
          VStack {
            Text(scheme == .light ? "light" : "dark")
            Text(sizeClass == .compact ? "compact" : "regular")
            Text(title)
            Text("\\(count)")
            Text("\\(tags.count) tags, first \\(tags[0])")
            Text(badge.label)
            Text(subtitle ?? "no subtitle")
            Button("Close") { dismiss() }
          }
        }
      }
      """
    XCTAssertEqual(try texts(source), ["light", "compact", "title", "0", "3 tags, first tags 1", "new", "no subtitle"])
    let notes = try ScriptEvaluator.evaluate(source: source, path: "t.ql").warnings.map(\.message)
    XCTAssertTrue(notes.contains { $0.hasPrefix("5 properties without a value take a placeholder") }, "\(notes)")
  }

  func testThePreviewGivesTheShownViewItsValues() throws {
    let source = """
      struct Row: View {
        let name: String
        var body: some View { Text(name) }
      }
      struct Other: View {
        var body: some View { Text("other") }
      }
      struct Row_Previews: PreviewProvider {
        static let sample = "from the provider"
        static var previews: some View { Row(name: sample) }
      }
      #Preview { Row(name: "from #Preview") }
      """
    XCTAssertEqual(try texts(source), ["from the provider"], "the first preview of the file, with its provider's statics")
    let named = try Pipeline.run(source: source, path: "t.ql", options: LayoutOptions(canvas: CanvasOverride(view: "Other")))
    XCTAssertEqual(named.script.views.compactMap { if case .label(let text, _, _) = $0.kind { return text.string } else { return nil } }, ["other"])
  }

  func testTextConcatenationAndShapesOfTheFile() throws {
    let source = """
      struct Star: Shape {
        func path(in rect: CGRect) -> Path { Path() }
      }
      struct V: View {
        var body: some View {
          VStack {
            Text("Hello ") + Text("world")
            Star().fill(Color.red).frame(width: 40, height: 40)
          }
        }
      }
      """
    XCTAssertEqual(try texts(source), ["Hello world"])
    let frames = try swiftUIFrames(source)
    XCTAssertEqual(frames["Star#1"]?.size, Size(width: 40, height: 40), "a Shape of the file takes its frame")
  }

  func testMembersAreScopedPerType() throws {
    let source = """
      struct A: View {
        var title: String { "a" }
        var body: some View { Text(title) }
      }
      struct B: View {
        var title: String { "b" }
        var body: some View { HStack { A(); Text(title) } }
      }
      """
    XCTAssertEqual(try texts(source), ["a", "b"])
  }

  func testAViewModifierStructRunsItsBody() throws {
    let source = """
      struct Boxed: ViewModifier {
        var inset: CGFloat = 12
        func body(content: Content) -> some View { content.padding(inset).background(Color.red.named("box")) }
      }
      struct V: View { var body: some View { Text("Hi").named("hi").modifier(Boxed()) } }
      """
    let frames = try swiftUIFrames(source)
    XCTAssertEqual(frames["box"], Rect(x: 167.5, y: 311.5, width: 40, height: 44), "16 × 20 text and 12 on each side")
  }
}
