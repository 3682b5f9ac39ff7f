import XCTest
@testable import LayoutScript

/// Style modifiers whose layout qlrepl does not model (`SwiftUIUnmodelledStyles`): with iOS's
/// default argument they are layout-neutral; with any other, one note names each.
final class UnmodelledStylesTests: XCTestCase {
  private func notes(_ modifiers: String) throws -> [String] {
    let source = """
      import SwiftUI
      struct Rows: View {
        var body: some View {
          List { Label("Inbox", systemImage: "tray").padding(2) }\(modifiers)
        }
      }
      """
    return try ScriptEvaluator.evaluate(source: source, path: "t.ql").warnings.filter { $0.severity == .note }.map(\.message)
  }

  func testADefaultStyleIsNeutralAndAnyOtherIsNamedOnce() throws {
    let cases: [(modifiers: String, note: String?)] = [
      (".listStyle(.insetGrouped)", nil),
      (".listStyle(InsetGroupedListStyle())", nil),
      (".buttonStyle(.plain).labelStyle(.titleAndIcon).imageScale(.medium).lineSpacing(0)", nil),
      (".listStyle(.plain)", ".listStyle(.plain) changes the layout in a way qlrepl does not model: drawn as iOS's default draws it "
         + "(a List inset-grouped; docs/swiftui.md)"),
      (".listStyle(PlainListStyle()).listRowInsets(EdgeInsets()).listStyle(.plain)",
       ".listRowInsets(…), .listStyle(.plain), .listStyle(PlainListStyle()) change the layout in a way qlrepl does not model: drawn as "
         + "iOS's default draws them (rows at their default insets, a List inset-grouped; docs/swiftui.md)"),
      (".labelStyle(.iconOnly).buttonStyle(.borderedProminent)",
       ".buttonStyle(.borderedProminent), .labelStyle(.iconOnly) change the layout in a way qlrepl does not model: drawn as iOS's "
         + "default draws them (a Button without a border, a Label with its icon and title; docs/swiftui.md)"),
    ]
    for (modifiers, note) in cases {
      let found = try notes(modifiers).filter { $0.contains("does not model") }
      XCTAssertEqual(found, note.map { [$0] } ?? [], modifiers)
      // A modifier the note names is never also called layout-neutral.
      let neutral = try notes(modifiers).filter { $0.contains("not change the layout") }.joined()
      for name in ["listStyle", "listRowInsets", "labelStyle", "buttonStyle"] where modifiers.contains(name) {
        XCTAssertEqual(neutral.contains(".\(name)"), note?.contains(".\(name)") != true, "\(modifiers): .\(name)")
      }
    }
  }
}
