import LayoutCore
import LayoutPipeline
import XCTest
@testable import LayoutScript

/// Issue 22, points 2, 4 and 5: in a real app's SwiftUI file, a name of the app's own (a view type,
/// a model's method, a static of another file) is a placeholder, not a typo; a typo of a name
/// qlrepl knows stays an error with "did you mean". The rule (docs/language.md, "A typo is not a
/// placeholder"): a near name written as a call is a typo only when the API it is near would take
/// that call's labels.
final class AppOwnNamesTests: XCTestCase {
  private func evaluated(_ source: String) throws -> EvaluatedScript {
    try ScriptEvaluator.evaluate(source: source, path: "test.ql")
  }

  /// A SwiftUI view of `body`, whose `let city: Store.City` no file declares.
  private func view(_ body: String, members: String = "") -> String {
    "import SwiftUI\nstruct Row: View {\n  let city: Store.City\n\(members)  var body: some View {\n    VStack {\n"
      + body + "\n    }\n  }\n}\n"
  }

  /// The first error's message and hint, or "no error".
  private func firstError(_ source: String) -> String { ScriptProbe.firstError(source) }

  func testANearNameIsATypoOnlyWhenTheNearAPITakesItsCall() {
    let cases: [(what: String, source: String, expected: String)] = [
      ("Text takes one unlabelled argument: a typo", view("Txt(\"a\")"), "cannot find 'Txt' in scope | did you mean 'Text'?"),
      ("padding takes a number: a typo", view("Text(\"a\").paddin(8)"), "unknown modifier '.paddin' | did you mean 'padding'?"),
      ("Link takes no trailing closure alone, and no chartData:", view("Line(chartData: city.points, style: city.style)"), "no error"),
      ("named(_:) takes no locale:", view("Text(city.name(locale: city.locale))"), "no error"),
      ("a script of qlrepl's keeps the rule: UILabel takes no arguments here", "var body: Layout { VStack { UILable() } }",
       "cannot find 'UILable' in scope | did you mean 'UILabel'?"),
      ("a property's initial value sees no property: no typo of one", view("Text(\"a\")", members: "  @State var iosTabs = iOSTabs.shared\n"),
       "no error"),
      ("a typo of a property in the body stays one", view("Text(cty.name)"), "cannot find 'cty' in scope | did you mean 'city'?"),
      ("two slips, a type's and a label's, are one typo", "var body: Layout { VStak(aligment: .leading) { UIView() } }",
       "cannot find 'VStak' in scope | did you mean 'VStack'?"),
      ("id(_:) takes no trailing closure: an app's own `.if` modifier", view("Text(\"a\").if(true) { $0.bold() }"), "no error"),
      ("tag(_:) takes a value: a typo", view("Text(\"a\").tagg(1)"), "unknown modifier '.tagg' | did you mean 'tag'?"),
      ("an app's extension initializer of Date, in a preview's model", view("Text(city.name)")
        + "struct Row_Previews: PreviewProvider {\n  static let day = Date(iso8601: \"2032-05-26T12:13:14Z\")\n"
        + "  static var previews: some View { Row(city: Store.City(day: day)) }\n}\n", "no error"),
      ("a label one edit from one of Date's stays a typo", view("Text(city.name)", members: "  let day = Date(timeIntervalSinceNw: 4)\n"),
       "'Date' has no argument 'timeIntervalSinceNw:' | did you mean 'timeIntervalSinceNow'?"),
    ]
    for (what, source, expected) in cases {
      XCTAssertEqual(firstError(source), expected, what)
    }
  }

  func testTheAppsOwnViewTypeIsABoxNamedForIt() throws {
    let script = try evaluated(view("Line(chartData: city.points, style: city.style)"))
    let line = try XCTUnwrap(script.views.first { $0.typeName == "Line" })
    XCTAssertTrue(line.isPlaceholder)
    XCTAssertEqual(line.kind, .sizedView(Size(width: 80, height: 44)))
  }

  /// What another file declares, read where a value must be known (a `let`'s value, a number), and
  /// a preview that cannot run: none stops the file, each is named once.
  func testOtherFilesStaticsAndPreviewsDoNotStopTheFile() throws {
    let statics = "import SwiftUI\nprivate let finishes = [ImageResource.Bath.copper, .Bath.slate]\n"
      + "struct Art: View {\n  @State private var opacity: Double = Double(Preferences.opacity)\n"
      + "  var body: some View { Image(finishes[0]).opacity(opacity) }\n}\n"
    let script = try evaluated(statics)
    XCTAssertEqual(script.views.filter { !$0.isPlaceholder }.map(\.kind), [.fixed(Size(width: 24, height: 24))], "Image(_:) of a resource")
    XCTAssertTrue(script.warnings.contains { $0.message.contains("opacity at 4:47 (cannot find 'Preferences.opacity' in scope") },
                  script.warnings.map(\.message).joined(separator: "\n"))

    let preview = "import SwiftUI\nstruct Trails: View {\n  var body: some View { Text(\"Trails\") }\n}\n"
      + "struct Trails_Previews: PreviewProvider {\n  static var previews: some View {\n"
      + "    ForEach([\"SE\", \"15\"].identified(by: \\.self)) { d in Trails() }\n  }\n}\n"
    let shown = try evaluated(preview)
    XCTAssertEqual(shown.views.filter { $0.typeName == "Text" }.count, 1, "the view, shown once without its preview")
    XCTAssertTrue(shown.warnings.contains {
      $0.message == "the preview is not run (an array has no method 'identified' at 7:26): 'Trails' is shown without it"
    }, shown.warnings.map(\.message).joined(separator: "\n"))
  }

  /// A value of another file in arithmetic stays a placeholder; given as a length it is left out,
  /// so the shape it would size keeps the proposal's size instead of a 0.
  func testALengthOfAnotherFilesValueIsLeftOut() throws {
    let source = view("Capsule().frame(width: 12, height: city.level * 4)\nText(\"By \" + city.mayor)")
    let laidOut = try Pipeline.run(source: source, path: "test.ql")
    let capsule = try XCTUnwrap(laidOut.script.views.firstIndex { $0.typeName == "Capsule" })
    XCTAssertEqual(laidOut.result?.frames[capsule], Rect(x: 181.5, y: 0, width: 12, height: 639), "12 wide, the height the VStack offers it: 667 − 8 − 20")
    let script = laidOut.script
    XCTAssertEqual(script.views.filter { $0.typeName == "Text" }.map(\.kind), [.label(text: LabelText("By mayor"), lines: 0, font: 16)])
    XCTAssertTrue(script.warnings.contains {
      $0.message.contains("height: at 6:28 ('city.level' is a value of another file, so the length is left out)")
    }, script.warnings.map(\.message).joined(separator: "\n"))
  }

  /// A predicate closure answering with a placeholder (`{ _ in settings.needsZipCode }` of a model
  /// another file declares) answers true, as any condition on what the file does not know; one
  /// answering a value of another kind is an error naming what it returned.
  func testAPredicateOfAPlaceholderIsTrue() throws {
    let kept = try evaluated(view("ForEach([\"Mobile\", \"Zip\"].filter { _ in city.needsZipCode }, id: \\.self) { Text($0) }"))
    XCTAssertEqual(kept.views.filter { $0.typeName == "Text" }.map(\.kind),
                   [.label(text: LabelText("Mobile"), lines: 0, font: 16), .label(text: LabelText("Zip"), lines: 0, font: 16)])
    XCTAssertEqual(firstError("let a = [1, 2].filter { _ in 3 }"), "'filter' expects a closure returning a Bool, not one returning a number | ")
  }

  /// A method an extension in another file adds to a value's type is an opaque placeholder in a
  /// SwiftUI view's file, read as its name where a string belongs; a near miss of a method qlrepl
  /// knows stays an error.
  func testAnExtensionMethodOfAnotherFileIsAPlaceholder() throws {
    let script = try evaluated(view("Text(\"Lorem\".parseMarkdown(fontStyle: .small))\nText([\"a\", \"b\"].joined(separator: \" \").initials())"))
    XCTAssertEqual(script.views.filter { $0.typeName == "Text" }.map(\.kind),
                   [.label(text: LabelText("parseMarkdown()"), lines: 0, font: 16), .label(text: LabelText("initials()"), lines: 0, font: 16)])
    XCTAssertEqual(firstError(view("Text(\"a\".uppercasd())")), "a string has no method 'uppercasd' | did you mean 'uppercased'?")
  }

  /// `self.scrollView(reader:)` calls the view's own method, though UIKit has a method of that
  /// name that a UIKit class's call of it would skip (after Dimillian/MovieSwiftUI's ImagesCarouselView).
  func testAViewsOwnMethodWinsOverAUIKitName() throws {
    let source = "import SwiftUI\nstruct Carousel: View {\n  func scrollView(title: String) -> some View { Text(title) }\n"
      + "  var body: some View { VStack { self.scrollView(title: \"Posters\") } }\n}\n"
    XCTAssertEqual(try evaluated(source).views.filter { $0.typeName == "Text" }.map(\.kind), [.label(text: LabelText("Posters"), lines: 0, font: 16)])
  }
}
