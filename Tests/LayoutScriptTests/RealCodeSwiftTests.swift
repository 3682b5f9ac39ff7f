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
  private func texts(_ source: String) throws -> [String] { try ScriptProbe.texts(source) }

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

  func testAViewComponentNamedWithoutACallIsNoClosure() throws {
    let source = "func card(_ t: String) -> some View { Text(t) }\nstruct V: View { var body: some View { VStack { card } } }"
    let warnings = try ScriptEvaluator.evaluate(source: source, path: "t.ql").warnings.map(\.message)
    XCTAssertTrue(warnings.contains { $0.contains("'card' is a component; call it as card(…)") }, "\(warnings)")
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
      ("class func and class var are type members", "final class Kit {\n  class func make() -> Int { 2 }\n  class var shared: Int { 3 }\n}\nlet s = Kit.make() + Kit.shared", "s", "5"),
      ("a closure run where it is written changes the variables it sees", "var n = 0\nvar list: [Int] = []\n[1, 2, 3].forEach { n += $0; list.append($0) }\nlet s = \"\\(n) \\(list.count)\"", "s", "6 3"),
      ("a String's append, and an attributed string's (a class: a let of it changes)", "var a = \"x\"\na.append(\"y\")\nlet m = NSMutableAttributedString()\n[\"p\", \"q\"].forEach { m.append(NSAttributedString(string: $0)) }\nlet s = a + m", "s", "xypq"),
      ("a line that is only a binary operator joins the lines round it", "let s = [1]\n+\n[2, 3]\nlet _u = s", "s", "[1, 2, 3]"),
      ("a function named without a call is a closure that calls it", "func double(_ x: Int) -> Int { x * 2 }\nlet f = double\nlet s = f(4) + [1, 2].map(double).count", "s", "10"),
      ("an optional chain's `?` ending a line, the chain going on on the next", "let a: String? = \"x\"\nlet s = a?\n    .uppercased()", "s", "X"),
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
      ("a protocol composition in a parameter's type and an extension's list",
       "class Base {}\nprotocol P {}\nprotocol Q {}\nextension Base: P & Q {}\nfunc name(of item: Base & P) -> String { \"b\" }\nlet s = name(of: Base())", "s", "b"),
      ("a collection type of tuples of optionals is an empty collection", "var d = [String: (Any?, Any?)]()\nlet p = [(Int?, String)]()\nlet s = d.count + p.count", "s", "0"),
      ("a case pattern binding values matches on its case", "enum L { case loaded([Int]), idle }\nlet v: L = .loaded\nvar s = 0\nswitch v {\ncase .loaded(let items):\n  s = 1\ncase .idle:\n  s = 2\n}", "s", "1"),
    ]
    for (what, source, name, value) in cases {
      XCTAssertEqual(try global(name, source), value, what)
    }
  }

  func testExpressionFormsOfSwift59AndOperators() throws {
    // (what, source, global, value): each as Swift computes it.
    let cases: [(String, String, String, String)] = [
      ("an if expression", "let on = false\nlet s = if on { \"On\" } else { \"Off\" }", "s", "Off"),
      ("an else-if chain as an expression", "let n = 5\nlet s = if n < 3 { 1 } else if n < 10 { 2 } else { 3 }", "s", "2"),
      ("an if let expression", "let name: String? = \"Al\"\nlet s = if let name { name } else { \"?\" }", "s", "Al"),
      ("a switch expression", "enum Size { case small, large }\nlet z: Size = .large\nlet s = switch z {\ncase .small: 20\ncase .large: 40\n}", "s", "40"),
      ("a switch expression's default", "let k = \"x\"\nlet s = switch k { case \"a\", \"b\": 1\n default: 9 }", "s", "9"),
      ("a switch expression returned", "func w(_ n: Int) -> Int {\n  return switch n { case 0: 10\n default: 20 }\n}\nlet s = w(0) + w(1)", "s", "30"),
      ("an if expression as a function's one expression", "func f(_ b: Bool) -> String { if b { \"y\" } else { \"n\" } }\nlet s = f(true) + f(false)", "s", "yn"),
      ("a case list over several lines", "enum E { case a, b, c }\nlet e: E = .b\nlet s = switch e {\ncase .a,\n  .b:\n  1\ncase .c: 2\n}", "s", "1"),
      ("a shift, as an OptionSet's raw value", "let s = 1 << 3", "s", "8"),
      ("a right shift of a negative number keeps its sign", "let s = -8 >> 1", "s", "-4"),
      ("a shift by 64 or more", "let s = (1 << 64) + (-1 >> 70)", "s", "-1"),
      ("a negative shift goes the other way", "let s = 16 << -2", "s", "4"),
      ("shifts bind tighter than *", "let s = 2 * 1 << 2", "s", "8"),
      ("& binds as *, | and ^ as +", "let s = 1 | 6 & 3", "s", "3"),
      ("xor and not", "let s = (5 ^ 1) + ~0", "s", "3"),
      ("|= and &=", "var s = 1\ns |= 4\ns &= 5", "s", "5"),
      ("OptionSet raw values", "struct Layer { let rawValue: Int\n static let dough = Layer(rawValue: 1 << 1)\n static let glaze = Layer(rawValue: 1 << 2) }\nlet s = Layer.dough.rawValue | Layer.glaze.rawValue", "s", "6"),
      ("&x given to an inout parameter is written back", "func bump(_ x: inout Int, by step: Int) { x += step }\nvar s = 1\nbump(&s, by: 2)\nbump(&s, by: 3)", "s", "6"),
      ("an inout parameter left alone", "func keep(_ x: inout Int) { }\nvar s = 4\nkeep(&s)", "s", "4"),
      ("guard in a function", "func g(_ x: Int?) -> Int {\n  guard let x else { return 0 }\n  return x * 2\n}\nlet s = g(4) + g(nil)", "s", "8"),
      ("guard in a closure", "let f = { (x: Int?) -> Int in\n  guard let x, x > 1 else { return -1 }\n  return x\n}\nlet s = f(5) + f(1) + f(nil)", "s", "3"),
      ("guard in a computed property", "struct P { var n: Int?\n var label: String {\n  guard let n else { return \"none\" }\n  return \"\\(n)\"\n } }\nlet s = P(n: 3).label + P(n: nil).label", "s", "3none"),
      ("a generic function", "func first<T: Equatable>(_ items: [T]) -> T { items[0] }\nlet s = first([7, 8])", "s", "7"),
      ("a generic function called with its type argument", "func one<T>(_ x: T) -> T { x }\nlet s = one<Int>(3)", "s", "3"),
      ("Array<Int>() and Dictionary<String, Int>()", "let s = Array<Int>().count + Dictionary<String, Int>().count", "s", "0"),
      ("an optional's subscript", "let a: [Int]? = [4, 5]\nlet s = a?[1] ?? 0", "s", "5"),
      ("the empty tuple", "let s = () == nil ? 1 : 2", "s", "2"),
      ("a cast to an optional type", "let v = 3\nlet s = (v as Int?) ?? 0", "s", "3"),
      ("is on a struct and on numbers", "struct A { }\nlet s = (A() is A) && (3 is Int) && !(\"x\" is Int)", "s", "true"),
      ("integer types' constants and conversions", "let s = Int(UInt8.max) + Int(Int8.min) + Int(UInt16(3.9)) + UInt32.bitWidth", "s", "162"),
      ("a capture list that binds a value", "let mode = 3\nlet f = { [m = mode] (x: Int) in m + x }\nlet s = f(1)", "s", "4"),
      ("a ternary over lines", "let big = true\nlet s = big\n  ? 2\n  : 1", "s", "2"),
      ("+ opening a line continues the expression", "let s = \"a\"\n  + \"b\"", "s", "ab"),
      ("-x opening a line is a statement of its own", "var s = 1\n-2", "s", "1"),
      ("while in a function", "func f() -> Int {\n  var i = 1\n  while i < 100 { i *= 3 }\n  return i\n}\nlet s = f()", "s", "243"),
      ("repeat-while runs its body once first", "func f() -> Int {\n  var i = 10\n  repeat { i += 1 } while i < 5\n  return i\n}\nlet s = f()", "s", "11"),
      ("case let with where, and a range pattern", "func size(_ n: Int) -> String {\n  switch n {\n  case 0..<10: return \"s\"\n  case let m where m > 100: return \"h\"\n  case 10...20: return \"m\"\n  default: return \"b\"\n  }\n}\nlet s = size(5) + size(10) + size(20) + size(50) + size(500)", "s", "smmbh"),
      ("case let value? matches what is not nil", "let o: Int? = nil\nlet s = switch o { case let v?: v\n default: -1 }", "s", "-1"),
      ("sorted() and sorted(by: >)", "let a = [3, 1, 2].sorted()\nlet b = [\"b\", \"c\", \"a\"].sorted(by: >)\nlet s = \"\\(a[0])\\(a[2])\\(b[0])\"", "s", "13c"),
      ("sorted with a closure over a field", "struct P { let name: String; let age: Int }\nlet s = [P(name: \"a\", age: 30), P(name: \"b\", age: 20)].sorted { $0.age < $1.age }[0].name", "s", "b"),
      ("prefix, suffix, dropFirst, dropLast", "let a = [1, 2, 3, 4, 5]\nlet s = a.prefix(2).count * 1000 + a.suffix(1)[0] * 100 + a.dropFirst()[0] * 10 + a.dropLast(3).count", "s", "2522"),
      ("a raw string keeps its backslashes and quotes", "let s = #\"C:\\n \"q\"\"#", "s", "C:\\n \"q\""),
      ("a raw string's interpolation has its #", "let n = 2\nlet s = #\"\\#(n) \\(n)\"#", "s", "2 \\(n)"),
      ("a raw string closes only with its #s", "let s = ##\"a \"# b\"##", "s", "a \"# b"),
      ("a raw multi-line string", "let s = #\"\"\"\n  a \\n\n  \"\"\"#", "s", "a \\n"),
      ("@unknown default after the last case", "enum E { case a, b }\nlet e: E = .b\nlet s = switch e {\ncase .a: 1\n@unknown default: 2\n}", "s", "2"),
      ("a SwiftUI enum's allCases", "import SwiftUI\nlet s = ColorScheme.allCases.count", "s", "2"),
      ("a stored property with observers and no value", "struct P { var items: [Int]? {\n  didSet { }\n }\n var n = 2 }\nlet s = P().items == nil ? P().n : 0", "s", "2"),
      ("a top-level optional var with observers and no value is nil", "var x: Int? {\n  didSet { }\n}\nlet s = x == nil ? 1 : 2", "s", "1"),
      ("tuple patterns with _ and a binding", "enum S { case compact, regular }\nlet h: S = .compact\nlet v: S = .regular\nlet s = switch (h, v) {\ncase (.regular, _): \"wide\"\ncase (.compact, let other) where other == .regular: \"tall\"\ndefault: \"small\"\n}", "s", "tall"),
      ("let binding every name of a tuple pattern", "let p = (3, 4)\nlet s = switch p { case let (a, b): a * b }", "s", "12"),
      ("a parenthesized value pattern is no tuple", "let n = 3\nlet s = switch n { case (1 + 2): \"three\"\n default: \"other\" }", "s", "three"),
      ("a key path as a function", "struct P { let name: String }\nlet s = [P(name: \"x\"), P(name: \"y\")].map(\\.name).joined(separator: \",\")", "s", "x,y"),
      ("joined() of strings", "let s = [\"a\", \"b\"].joined()", "s", "ab"),
      ("a dictionary read by key, nil for a missing key", "let d = [\"a\": 1, \"b\": 2]\nlet s = (d[\"b\"] ?? 0) * 10 + (d[\"z\"] ?? 7)", "s", "27"),
      ("String(repeating:count:)", "let s = String(repeating: \"ab\", count: 2)", "s", "abab"),
      ("binary and octal literals", "let s = 0b101 + 0o17 + 0x1F", "s", "51"),
      ("for case let x? over optionals", "let items: [Int?] = [1, nil, 3]\nvar s = 0\nfor case let x? in items { s += x }", "s", "4"),
      ("for var, and a where clause", "var s = 0\nfor var x in [1, 2, 3] where x > 1 { x *= 2\n s += x }", "s", "10"),
      ("synthesized == of structs, and a declared static func ==", "struct P: Equatable { let id: Int; let name: String\n static func == (lhs: P, rhs: P) -> Bool { lhs.id == rhs.id } }\nstruct Q: Hashable { let a: Int }\nlet s = \"\\(P(id: 1, name: \"a\") == P(id: 1, name: \"b\")) \\(Q(a: 1) == Q(a: 2)) \\(Q(a: 2) != Q(a: 2))\"", "s", "true false false"),
      ("indirect enum", "indirect enum T { case leaf, node }\nlet s = T.leaf == .leaf", "s", "true"),
      ("precondition and assert that hold", "func f(_ x: Int) -> Int { precondition(x > 0, \"positive\"); assert(x < 10); return x }\nlet s = f(3)", "s", "3"),
      ("a variadic parameter", "func total(_ xs: Int..., plus: Int = 0) -> Int { xs.reduce(plus, +) }\nlet s = total(1, 2, 3, plus: 10)", "s", "16"),
      ("a function declared in a function", "func outer() -> Int {\n  func twice(_ x: Int) -> Int { x * 2 }\n  return twice(4) + twice(1)\n}\nlet s = outer()", "s", "10"),
      ("string tests and pieces", "let s = \"\\(\"hello\".hasPrefix(\"he\")) \\(\"a.txt\".hasSuffix(\".md\")) \\(\"hello\".contains(\"ell\")) \\(\"a b  c\".split(separator: \" \").count) \\(\"a,,b\".components(separatedBy: \",\").count)\"", "s", "true false true 3 3"),
      ("strings sliced are strings", "let s = \"hello\".prefix(2) + \"hello\".dropFirst(3) + String(\"ab\".reversed()) + \"a-b\".replacingOccurrences(of: \"-\", with: \"+\")", "s", "helobaa+b"),
      ("rounding and multiples", "let s = \"\\(2.5.rounded()) \\(2.5.rounded(.down)) \\((-2.5).rounded(.towardZero)) \\(7.isMultiple(of: 2)) \\(9.0.squareRoot())\"", "s", "3 2 -2 false 3"),
      ("reduce(into:) with an inout accumulator", "let s = (1...4).reduce(into: 0) { $0 += $1 } + [1, 2].reduce(into: 10) { total, x in total -= x }", "s", "17"),
      ("firstIndex(of:), firstIndex(where:), lastIndex(of:)", "let a = [5, 6, 5]\nlet s = (a.firstIndex(of: 5) ?? -1) * 100 + (a.firstIndex { $0 > 5 } ?? -1) * 10 + (a.lastIndex(of: 5) ?? -1)", "s", "12"),
      ("an empty array's first is nil", "let a: [Int] = []\nlet s = a.first ?? 9", "s", "9"),
      ("a dictionary's keys and values", "let d = [\"a\": 1, \"b\": 2]\nlet s = d.keys.joined() + \"\\(d.values.reduce(0, +))\"", "s", "ab3"),
      ("an initializer as a function: map(String.init)", "let s = [1, 2, 3].map(String.init).joined()", "s", "123"),
      ("flatMap joins the arrays its closure makes", "let s = [[1, 2], [3]].flatMap { $0 }.count", "s", "3"),
      ("guard case and if case with patterns that bind", "enum St { case idle, loading }\nlet st: St = .loading\nlet o: Int? = 4\nfunc f() -> Int {\n  guard case .loading = st else { return -1 }\n  guard case let v? = o else { return -2 }\n  return v\n}\nvar s = f()\nif case let (a, b) = (1, 2), a < b { s += a + b }", "s", "7"),
      ("an array's mutating methods", "var a = [1, 2]\na.append(3)\na.insert(0, at: 0)\nlet removed = a.remove(at: 1)\na.sort(by: >)\na.reverse()\nlet last = a.removeLast()\na.removeAll { $0 == 0 }\nlet s = \"\\(a) \\(removed) \\(last)\"", "s", "[2] 1 3"),
      ("a dictionary read and written by key with a default", "var counts: [String: Int] = [:]\nfor w in [\"a\", \"b\", \"a\"] { counts[w, default: 0] += 1 }\nlet s = \"\\(counts[\"a\", default: 0]) \\(counts[\"z\", default: 7]) \\(counts.count)\"", "s", "2 7 2"),
      ("a dictionary written by key", "var d = [\"a\": 1]\nd[\"a\"] = 5\nd[\"b\"] = 2\nlet s = d.values.reduce(0, +) * 10 + d.count", "s", "72"),
      ("a type's subscript of two arguments", "struct Grid { let columns = 3\n subscript(row: Int, column: Int) -> Int { row * columns + column } }\nlet s = Grid()[2, 1]", "s", "7"),
      ("compactMap drops nil, first(where:) finds", "let a: [Int?] = [1, nil, 3]\nlet s = a.compactMap { $0 }.count * 10 + ([4, 5, 6].first { $0 > 4 } ?? 0)", "s", "25"),
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

  /// A function changes the globals as Swift's does (`func addItems() { items.append(…) }` called
  /// by set-up code): before, its scopes were put back whole when it returned, so a change to a
  /// global in it was lost; a call run for what it does is no loose layout either.
  func testAFunctionsChangesToGlobalsStay() throws {
    let cases: [(what: String, body: String, call: String, items: String, n: String)] = [
      ("a compound assignment", "n += 1", "bump()", "[]", "1"),
      ("an array's append", "items.append(1)", "bump()", "[1]", "0"),
      ("an assignment of a new array", "items = items + [2]", "bump()", "[2]", "0"),
      ("a loop of appends and an assignment", "for i in 0..<count { items.append(i) }; n = count", "bump(count: 3)", "[0, 1, 2]", "3"),
      ("a local of a global's name shadows it", "var n = 5; n += 1", "bump()", "[]", "0"),
    ]
    for (what, body, call, items, n) in cases {
      let parameters = call.contains("count") ? "count: Int" : ""
      let source = "var items: [Int] = []\nvar n = 0\nfunc bump(\(parameters)) { \(body) }\n\(call)\nlet _i = items\nlet _n = n"
      XCTAssertEqual(try global("items", source), items, what)
      XCTAssertEqual(try global("n", source), n, what)
      let warnings = try ScriptEvaluator.evaluate(source: source + "\nvar body: Layout { UILabel(text: \"x\") }", path: "t.ql").warnings
      XCTAssertFalse(warnings.contains { $0.message.contains("not part of the body") }, what)
    }
  }

  /// Three forms of openhab-ios, codeapp and AltStore files: an expression on the lines after a
  /// `return` is what it returns (Swift: "expression following 'return' is treated as an
  /// argument of the 'return'"), unless a statement starts there; a line opening with `as?`
  /// continues the expression before it; a method's local may shadow its parameter
  /// (`let icon = icon ?? "x"`), as in any Swift function.
  func testReturnOnItsOwnLineACastOnTheNextAndAShadowedParameter() throws {
    XCTAssertEqual(try texts("""
      struct Row: View {
        var body: some View {
          let title = "Hi"
          return
            VStack { Text(title) }
        }
      }
      """), ["Hi"])
    XCTAssertEqual(try global("r", "let r = [1, 2] as [Int]\n  as? [Int]\nlet _r = r"), "[1, 2]")
    // A cast to an array type ends at its `]`: `else` after it is the guard's.
    XCTAssertEqual(try global("r", "func f(_ o: Any) -> Int {\n  guard let xs = o as? [Int] else { return 0 }\n  return xs.count\n}\nlet r = f([1, 2, 3])\nlet _r = r"), "3")
    // `let s =` in a condition with its value on the next lines, the body's `{` alone on a line.
    XCTAssertEqual(try global("r", "let xs = [\"a\", \"b\"]\nvar r = \"\"\nif true,\n  let s =\n    xs\n  .first(where: { $0 == \"b\" })\n{\n  r = s\n}\nlet _r = r"), "b")
    // A closure's parameter of a function type is no call; a call's arguments with `in:` are no closure header.
    XCTAssertEqual(try global("r", "let f = { (handler: (Int) -> Int, items: [String]) in handler(items.count) }\nlet r = f({ $0 * 2 }, [\"a\"])\nlet _r = r"), "2")
    XCTAssertEqual(try texts("""
      struct Volume: View {
        @State var volume = 0.5
        var body: some View {
          VStack {
            VStack {
              Slider(value: $volume.animation(), in: 0...1)
              Text("Music")
            }
          }
        }
      }
      """), ["Music"])
    // `self._state = .init(initialValue: …)` in an initializer sets the wrapped property.
    XCTAssertEqual(try texts("""
      enum Loadable { case notRequested, loaded(String) }
      struct Poster: View {
        @State private var state: Loadable
        init(state: Loadable = .loaded("Ready")) {
          self._state = .init(initialValue: state)
        }
        var body: some View {
          switch state {
          case .notRequested: Text("")
          case let .loaded(title): Text(title)
          }
        }
      }
      """), ["Ready"])
    // A name qualified by its module is the name.
    XCTAssertEqual(try global("r", "let r = Swift.max(2, 5)\nlet _r = r"), "5")
    XCTAssertEqual(try texts("""
      struct Card: View {
        var body: some View { Text("a").background(badge(icon: nil)) }
      }
      private extension Card {
        func badge(icon: String? = nil) -> some View {
          let icon = icon ?? "star"
          return Text(icon)
        }
      }
      """), ["a", "star"])
    XCTAssertEqual(try global("x", "func f() -> Int {\n  return\n}\nlet x = 3\nlet _x = x"), "3", "a return ending the function returns nothing")
  }

  /// The Swift of a further held-out set (fresh13: mlem, swift-paperless, Runestone, anytype),
  /// each read to the value Swift gives it.
  func testSwiftOfFurtherAppFiles() throws {
    let cases: [(what: String, source: String, global: String, value: String)] = [
      ("a regex literal is a Regex value; a division beside it stays one",
       "let r = /[A-Z0-9a-z._%+-]+@[a-z]{2,64}/\nlet w = 10.0\nlet half = w / 2 / 1\nlet _r = r", "half", "5"),
      ("stride(from:through:by:) counts its bound, 0 through 1 by 0.25", "let s = stride(from: 0.0, through: 1.0, by: 0.25).map { $0 }", "s",
       "[0, 0.25, 0.5, 0.75, 1]"),
      ("stride(from:to:by:) stops before it", "let s = Array(stride(from: 0, to: 6, by: 2))", "s", "[0, 2, 4]"),
      ("a tuple assigned to a tuple of variables, `_` dropping one", "var a = 1\nvar b = \"x\"\n(a, b, _) = (2, \"yy\", 3)\nlet t = \"\\(a) \\(b)\"", "t",
       "2 yy"),
      ("a tuple spread over a closure's two parameters",
       "let pairs = Array([5, 6].enumerated()).map { index, value in index * 10 + value }", "pairs", "[5, 16]"),
      ("a defer block is skipped, the rest runs", "func f() -> Int {\n  var n = 1\n  defer { n = 0 }\n  n += 1\n  return n\n}\nlet x = f()", "x", "2"),
      ("async on a line of its own, the body's brace on the next", "func load(count: Int)\n    async\n{\n  n = count\n}\nvar n = 0\nload(count: 4)\nlet _n = n",
       "n", "4"),
    ]
    for (what, source, name, value) in cases {
      XCTAssertEqual(try global(name, source), value, what)
    }
    let notes = try ScriptEvaluator.evaluate(source: "func f() { defer { print(1) } }\nf()", path: "t.ql").warnings.map(\.message)
    XCTAssertTrue(notes.contains("a 'defer' block runs as its scope ends, clean-up that no layout reads: it is skipped"), "\(notes)")
  }

  /// What another file's code gives a SwiftUI view: a type the file writes in a type annotation
  /// (`let tag: Tag`) is the app's, not a typo of SwiftUI's `Tab`; a property an extension gives a
  /// Color (`color.luminance`) is a placeholder, 0 where `String(format:)` wants a number; a
  /// label that differs in two letters with case (`icon:` and `isOn:`) is no slip: the call is a
  /// placeholder, while `ison:` is still one edit from `isOn:`, an error.
  func testNamesOfAnotherFileInASwiftUIFileAreNoTypos() throws {
    let tags = """
      struct TagView: View {
        let tag: Tag
        var body: some View { Text(tag.name) }
      }
      struct Strip: View {
        var body: some View {
          let color = Color(white: 0.5)
          VStack {
            TagView(tag: Tag.placeholder(4))
            Text(String(format: "L=%.2f", color.luminance))
          }
        }
      }
      """
    XCTAssertEqual(try texts(tags), ["name", "L=0.00"])
    let toggle = "struct V: View {\n  @State var on = false\n  var body: some View { Toggle(\"Votes\", icon: .votes, isOn: $on) }\n}"
    let warnings = try ScriptEvaluator.evaluate(source: toggle, path: "t.ql").warnings.map(\.message)
    XCTAssertTrue(warnings.contains { $0.contains("Toggle(…) at 3:41 ('Toggle' has no argument 'icon:')") }, "\(warnings)")
    XCTAssertThrowsError(try ScriptEvaluator.evaluate(source: toggle.replacingOccurrences(of: "icon: .votes, ", with: "").replacingOccurrences(of: "isOn:", with: "ison:"),
                                                      path: "t.ql")) { error in
      XCTAssertTrue((error as? ScriptFailure)?.rendered().contains("did you mean 'isOn'?") == true, "\(error)")
    }
  }
}
