import LayoutCore
import XCTest
@testable import LayoutScript

/// Issue 22: what a real app's SwiftUI file reaches through its own extensions of another file
/// (`Color(designSystemColor:)`, `.frame(.square(16))`, `.padding(.themeSpacing8)`, an action of a
/// typealiased closure type) is read as the app's, never a stop, while a typo of a label or a
/// member qlrepl knows stays an error with its did-you-mean (`SwiftUIAppExtensions`); and the Swift
/// forms of real chart and list files (`if let (y, _) = optionalTuple`, `Path { … }`, an empty `List`).
final class AppExtensionsTests: XCTestCase {
  /// A file of one view whose body is `body`, and a `#Preview` of `preview` when given.
  private func file(_ body: String, members: String = "", preview: String? = nil) -> String {
    "import SwiftUI\nstruct Tile: View {\n\(members)  var body: some View {\n    \(body)\n  }\n}\n"
      + (preview.map { "#Preview {\n  \($0)\n}\n" } ?? "")
  }

  func testAnAppsExtensionIsNoStopAndATypoIsAnError() {
    let cases: [(what: String, source: String, expected: String)] = [
      ("Color(designSystemColor:) in a preview, where no body's placeholder catches it",
       file("Text(\"a\")", preview: "Tile().background(Color(designSystemColor: .background))"), "no error"),
      ("Image(icon:) and Image(systemSymbol:) (SFSafeSymbols)", file("VStack { Image(icon: .close); Image(systemSymbol: .star) }"), "no error"),
      ("a label one edit from Color's white: stays a typo", file("Text(\"a\")", preview: "Tile().background(Color(whte: 1))"),
       "'Color' has no argument 'whte:' | did you mean 'white'?"),
      ("Color(nsColor:) is Apple's (macOS)", file("Color(nsColor: .red)"), "no error"),
      ("frame(_:) of the app, given a size of its own", file("Text(\"a\")", preview: "Tile().frame(.square(200))"), "no error"),
      ("a label one edit from frame's width: stays a typo", file("Text(\"a\")", preview: "Tile().frame(wdth: 20)"),
       "'frame' has no argument 'wdth:' | did you mean 'width'?"),
      ("an app's CGFloat constant as a padding", file("Text(\"a\").padding(.themeSpacing8)"), "no error"),
      ("an edge one edit from .horizontal stays a typo", file("Text(\"a\").padding(.horizonal)"),
       "'padding' expects edges such as .top, .horizontal or [.leading, .bottom], not '.horizonal' | did you mean 'horizontal'?"),
      ("a closure with a parameter given to a property of a typealiased closure type",
       file("Text(\"a\")", members: "  let send: Feature.ActionSender\n", preview: "Tile { _ in }"), "no error"),
      ("an optional tuple bound by position", file("if let (y, _) = band { Text(\"a\").offset(y: y) }", members: "  let band: (CGFloat, Int)? = (4, 1)\n"),
       "no error"),
      ("an app's offset(by:) of a colour (Popovers' showroom): by: is half the word away from y:, no slip",
       file("Color(uiColor: UIColor(hex: \"#ff0000\").offset(by: 0.2))"), "no error"),
      ("two letters swapped in a longer label is still a slip", file("Text(\"a\")", preview: "Tile().frame(heigth: 20)"),
       "'frame' has no argument 'heigth:' | did you mean 'height'?"),
      ("a view one edit from the view whose body makes it is another file's (damus' InvoiceView(invoice:) in InvoicesView)",
       "import SwiftUI\nstruct InvoicesView: View {\n  var invoices: [String]\n  var body: some View {\n    ForEach(invoices, id: \\.self) { invoice in InvoiceView(invoice: invoice) }\n  }\n}\n",
       "no error"),
      ("a view one edit from one of the file's whose labels it does not take is another file's",
       "import SwiftUI\nstruct Row: View {\n  let title: String\n  var body: some View { Text(title) }\n}\nstruct Screen: View {\n  var body: some View { Rows(items: [1, 2]) }\n}\n",
       "no error"),
      ("one whose labels it takes is a slip of it", "import SwiftUI\nstruct Row: View {\n  let title: String\n  var body: some View { Text(title) }\n}\nstruct Screen: View {\n  var body: some View { Rwo(title: \"a\") }\n}\n",
       "cannot find 'Rwo' in scope | did you mean 'Row'?"),
      ("a link whose destination is the view itself (Jinxiansen/SwiftUI's NavigationButtonPage): made when tapped, not built",
       "import SwiftUI\nstruct Page: View {\n  var body: some View {\n    NavigationLink(destination: Page()) { Text(\"Next\") }\n  }\n}\n", "no error"),
    ]
    for (what, source, expected) in cases {
      XCTAssertEqual(ScriptProbe.firstError(source), expected, what)
    }
  }

  /// Each construct's frame, by the rule the docs give it (docs/swiftui.md and docs/language.md).
  func testTheirFrames() throws {
    var cases: [(what: String, source: String, view: String, frame: Rect)] = [
      ("Color(designSystemColor:) a colour: the 40 × 30 frame it is given, centred",
       file("Color(designSystemColor: .surface).frame(width: 40, height: 30)"), "Color#1", Rect(x: 167.5, y: 318.5, width: 40, height: 30)),
      ("an app's .frame(_:) given a CGSize qlrepl knows: read as frame(width:height:), 30 × 20 centred",
       file("Color.red.frame(iconSize)", members: "  let iconSize = CGSize(width: 30, height: 20)\n"), "Color#1",
       Rect(x: 172.5, y: 323.5, width: 30, height: 20)),
      ("Image(icon:) the asset 'icon': 24 × 24, centred", file("Image(icon: .close)"), "Image#1", Rect(x: 175.5, y: 321.5, width: 24, height: 24)),
      ("Image(systemSymbol:) the symbol: 20 × 20 at the body size, as Image(systemName:)", file("Image(systemSymbol: .star)"), "Image#1",
       Rect(x: 177.5, y: 323.5, width: 20, height: 20)),
      (".padding(.themeSpacing8) left out, the default 16 around 'Hi' (2 × 8): the Text still centred", file("Text(\"Hi\").padding(.themeSpacing8)"),
       "Text#1", Rect(x: 179.5, y: 323.5, width: 16, height: 20)),
      ("Path a shape: as wide as proposed, in its 30-pt frame", file("Path { p in p.move(to: .zero) }.frame(height: 30)"), "Path#1",
       Rect(x: 0, y: 318.5, width: 375, height: 30)),
      ("a List of no rows: its background, the whole canvas", file("List(items, id: \\.self) { Text($0) }", members: "  let items: [String] = []\n"),
       "List#1", Rect(x: 0, y: 0, width: 375, height: 667)),
      ("frame(width: nil, height: nil) has no side of its own: 'abc' (3 × 8) at its size, centred",
       file("Text(\"abc\").frame(width: full ? nil : 100, height: nil)", members: "  let full = true\n"), "Text#1",
       Rect(x: 175.5, y: 323.5, width: 24, height: 20)),
      ("frame(maxWidth: nil) no maximum: the Text's own width", file("Text(\"abc\").frame(maxWidth: full ? nil : .infinity)", members: "  let full = true\n"),
       "Text#1", Rect(x: 175.5, y: 323.5, width: 24, height: 20)),
      ("if let (side, _) = pair: the first item, 30, sizes the colour", file("if let (side, _) = pair { Color.red.frame(width: side, height: side) }",
                                                                          members: "  let pair: (CGFloat, Int)? = (30, 1)\n"),
       "Color#1", Rect(x: 172.5, y: 318.5, width: 30, height: 30)),
      ("if case Key.sec(let s) = key, the enum's type before its case (damus' Bech32Key.pub(let pk)): 'xyz' (3 × 8) framed 40 wide",
       "import SwiftUI\nenum Key { case pub(String), sec(String) }\nstruct Tile: View {\n  let key: Key = .sec(\"xyz\")\n  var body: some View {\n"
         + "    if case Key.sec(let s) = key, s.count == 3 { Text(s).frame(width: 40) }\n  }\n}\n", "Text#1",
       Rect(x: 175.5, y: 323.5, width: 24, height: 20)),
      ("a file's own sheet(whatsNew:) beside SwiftUI's sheet(item:onDismiss:) (WhatsNewKit's View+WhatsNewSheet.swift): the call of"
         + " other labels is SwiftUI's, layout-neutral, so 'Hi' (2 × 8) is centred, not padded by the file's method",
       "import SwiftUI\nextension View {\n  func sheet(whatsNew: Binding<String?>, onDismiss: (() -> Void)? = nil) -> some View { padding(30) }\n}\n"
         + "struct Tile: View {\n  @State var item: String? = nil\n  var body: some View {\n"
         + "    Text(\"Hi\").sheet(item: $item, onDismiss: {}) { item in Text(item) }\n  }\n}\n", "Text#1",
       Rect(x: 179.5, y: 323.5, width: 16, height: 20)),
      ("the file's sheet(whatsNew:) called by its labels is the file's: 'Hi' padded by 30",
       "import SwiftUI\nextension View {\n  func sheet(whatsNew: Binding<String?>, onDismiss: (() -> Void)? = nil) -> some View { padding(30) }\n}\n"
         + "struct Tile: View {\n  @State var item: String? = nil\n  var body: some View {\n"
         + "    Text(\"Hi\").sheet(whatsNew: $item).frame(width: 100, alignment: .leading)\n  }\n}\n", "Text#1",
       Rect(x: 167.5, y: 323.5, width: 16, height: 20)),
    ]
    // Another library's modifier of a UIKit method's name (Kingfisher's `.configure { view in … }` in exyte/Chat's CachedAnimatedImage.swift).
    cases.append(("configure { view in … } passes the colour through: the 40 × 30 frame it is given, centred",
                  file("Color.red.configure { view in view.clipsToBounds = true }.frame(width: 40, height: 30)"), "Color#1",
                  Rect(x: 167.5, y: 318.5, width: 40, height: 30)))
    // Overloads of a file's own modifier, chosen by their labels (exyte/Chat's ChatTheme+Auto.swift).
    let overloads = "import SwiftUI\nextension View {\n  func tile(side: CGFloat) -> some View { frame(width: side, height: side) }\n"
      + "  func tile(width: CGFloat, height: CGFloat = 10) -> some View { frame(width: width, height: height) }\n}\n"
    cases += [
      ("tile(width:) is the second overload, its height's default 10: 40 × 10 centred",
       overloads + "struct Tile: View {\n  var body: some View { Color.red.tile(width: 40) }\n}\n", "Color#1", Rect(x: 167.5, y: 328.5, width: 40, height: 10)),
      ("tile(side:) the first: 30 × 30", overloads + "struct Tile: View {\n  var body: some View { Color.red.tile(side: 30) }\n}\n", "Color#1",
       Rect(x: 172.5, y: 318.5, width: 30, height: 30)),
      ("two overloads of the same labels, differing by type (damus' damus_full_screen_cover): the last, so the first's call of its twin ends",
       "import SwiftUI\nextension View {\n  func framed(_ on: Bool) -> some View { framed(30) }\n"
         + "  func framed(_ side: CGFloat) -> some View { frame(width: side, height: side) }\n}\n"
         + "struct Tile: View {\n  var body: some View { Color.red.framed(30) }\n}\n", "Color#1", Rect(x: 172.5, y: 318.5, width: 30, height: 30)),
      ("tile(_:) of neither's labels is another file's overload: 'Hi' passed through, 16 × 20 centred",
       overloads + "struct Tile: View {\n  var body: some View { Text(\"Hi\").tile(.large) }\n}\n", "Text#1", Rect(x: 179.5, y: 323.5, width: 16, height: 20)),
    ]
    for (what, source, view, frame) in cases {
      XCTAssertEqual(try laidOutFrames(source, path: "t.ql").frames[view], frame, what)
    }
  }

  /// Said once, in the placeholders' warning, by the signature the app's extension has.
  func testTheWarningNamesEachExtension() throws {
    let source = file("VStack { Color(designSystemColor: .surface); Image(icon: .close); Text(\"a\").frame(.square(16)) }")
    let messages = try laidOutFrames(source, path: "t.ql").messages
    let warning = try XCTUnwrap(messages.first { $0.hasPrefix("not declared in the snippet") }, messages.joined(separator: "\n"))
    XCTAssertTrue(warning.contains("a modifier that passes its content through: .frame(_:)"), warning)
    XCTAssertTrue(warning.contains("initializers of the app's extensions, drawn as the assets of their labels' names: Color(designSystemColor:), Image(icon:)"),
                  warning)
  }
}
