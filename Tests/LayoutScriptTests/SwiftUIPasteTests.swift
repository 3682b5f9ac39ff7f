import LayoutCore
import XCTest

/// SwiftUI code as pasted, evaluated and laid out by SwiftUI's rules: exact frames by name.
final class SwiftUIPasteTests: XCTestCase {
  private static let gridForm = """
    canvas(width: 300, height: 200)
    var body: some View {
      Grid(alignment: .leading) {
        GridRow { Text("Name"); Color.blue.named("f1").frame(height: 20) }
        GridRow { Text("Email address"); Image(width: 40, height: 30).named("i2").gridColumnAlignment(.trailing) }
      }
    }
    """

  private static let header = """
    canvas(width: 300, height: 200)
    var body: some View {
      Grid {
        GridRow { Text("Quarterly results").named("header").gridCellColumns(3) }
        GridRow { Text("Q1").named("q1"); Text("Q2").named("q2"); Text("Q3").named("q3") }
      }
    }
    """

  private static let scaledImage = """
    canvas(width: 300, height: 200)
    var body: some View {
      VStack {
        Image(width: 40, height: 20).named("fit").resizable().scaledToFit()
        Color.red.named("sq").aspectRatio(1, contentMode: .fit)
      }
    }
    """

  /// Two rows 20 and 40 tall, centred in 100: from y = 20.
  private static let spacers = """
    canvas(width: 200, height: 100)
    var body: some View {
      VStack(spacing: 0) {
        HStack { Text("Hello, world").named("a"); Spacer(minLength: 0); Image(width: 100, height: 20).named("ai") }
        HStack { Text("Hello, world").named("b"); Spacer(); Image(width: 100, height: 20).named("bi") }
      }
    }
    """

  private static let names = """
    import SwiftUI

    struct Item: Identifiable {
        let id = UUID()
        let name: String
    }

    struct Names: View {
        let items = [Item(name: "Alpha"), Item(name: "Beta")]
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(items) { item in Text(item.name) }
                ForEach(items, id: \\.name) { item in Text(item.name) }
                ForEach(Array(items.enumerated()), id: \\.offset) { index, item in Text("\\(index + 1). \\(item.name)") }
            }
        }
    }
    """

  /// SwiftUI's shortcuts, each as its documentation states it.
  func testSwiftUIShortcuts() throws {
    // (what, source, view, frame)
    let cases: [(String, String, String, Rect)] = [
      ("Spacer(minLength: 0) lets the image and the text take all but 4 points: the text stays on one line",
       Self.spacers, "a", Rect(x: 0, y: 20, width: 96, height: 20)),
      ("Spacer() keeps 8 for itself: the text is offered 200 − 8 − 100 = 92 and wraps to two lines",
       Self.spacers, "b", Rect(x: 0, y: 40, width: 48, height: 40)),
      ("aspectRatio(contentMode: .fill) without a ratio takes the content's ideal ratio, 40:20, filling 30 × 30", """
       canvas(width: 100, height: 100)
       var body: some View {
         Image(width: 40, height: 20).named("i").resizable().aspectRatio(contentMode: .fill).frame(width: 30, height: 30)
       }
       """, "i", Rect(x: 20, y: 35, width: 60, height: 30)),
      ("offset(CGSize) moves the view; CGSize.zero and .zero do not", """
       canvas(width: 100, height: 100)
       var body: some View { Color.red.named("o").frame(width: 10, height: 10).offset(CGSize(width: 3, height: 4)).offset(.zero).offset(CGSize.zero) }
       """, "o", Rect(x: 48, y: 49, width: 10, height: 10)),
      ("ForEach over Identifiable structs (let id = UUID())", Self.names, "Text#1", Rect(x: 155.5, y: 253.5, width: 40, height: 20)),
      ("ForEach(items, id: \\.name)", Self.names, "Text#4", Rect(x: 155.5, y: 337.5, width: 32, height: 20)),
      ("ForEach over Array(items.enumerated()), the pair's parts as the closure's two parameters",
       Self.names, "Text#5", Rect(x: 155.5, y: 365.5, width: 64, height: 20)),
    ]
    for (what, source, view, frame) in cases {
      XCTAssertEqual(try swiftUIFrames(source)[view], frame, what)
    }
  }

  func testPastedFormsLayOutBySwiftUIsRules() throws {
    // (what, source, view, frame)
    let cases: [(String, String, String, Rect)] = [
      ("a text field is a body line tall and as wide as proposed; padding() is 16",
       """
       struct Form: View {
         @State private var name = ""
         var body: some View { VStack { TextField("Name", text: $name).named("f"); Divider().named("d") }.padding() }
       }
       """, "f", Rect(x: 16, y: 318.5, width: 343, height: 21)),
      ("a divider is a one-point line 8 below", """
       var body: some View { VStack { TextField("Name", text: .constant("")).named("f"); Divider().named("d") }.padding() }
       """, "d", Rect(x: 16, y: 347.5, width: 343, height: 1)),
      ("a toggle is a switch tall and fills the width", """
       var body: some View { Toggle("Wi-Fi", isOn: .constant(true)).named("t") }
       """, "t", Rect(x: 0, y: 318, width: 375, height: 31)),
      ("labelsHidden leaves a toggle its 51 × 31 switch, centred", """
       var body: some View { Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().named("t") }
       """, "t", Rect(x: 162, y: 318, width: 51, height: 31)),
      ("labelsHidden on a container: a Stepper is UIStepper's 94 × 32 beside its text", """
       var body: some View {
         HStack(spacing: 0) { Text("Count").named("c"); Stepper("Count", value: .constant(1)).named("s") }.labelsHidden()
       }
       """, "s", Rect(x: 160.5, y: 317.5, width: 94, height: 32)),
      ("LabeledContent's value is at the trailing edge (375 − 12 × 8), its label at the leading", """
       var body: some View { LabeledContent("Subject", value: "Order status") }
       """, "Text#2", Rect(x: 279, y: 323.5, width: 96, height: 20)),
      ("LabeledContent's content closure, its label closure leading", """
       var body: some View { LabeledContent { Text("30 min").named("v") } label: { Text("Reload every").named("l") } }
       """, "v", Rect(x: 327, y: 323.5, width: 48, height: 20)),
      ("a Label is a 20-point symbol and its title, 8 apart", """
       var body: some View { Label("Favorites", systemImage: "star") }
       """, "Text#1", Rect(x: 165.5, y: 323.5, width: 72, height: 20)),
      (".font on a container reaches the texts that kept the default font", """
       var body: some View { VStack { Text("a").named("a"); Text("b").font(.caption).named("b") }.font(.largeTitle) }
       """, "a", Rect(x: 179, y: 301, width: 17, height: 42.5)),
      ("a LazyVStack lays out as a VStack: 8 between rows, its content at the top of a ScrollView", """
       var body: some View { ScrollView { LazyVStack(alignment: .leading) { ForEach(0..<3, id: \\.self) { i in Text("Row \\(i)") } } } }
       """, "Text#3", Rect(x: 167.5, y: 56, width: 40, height: 20)),
      ("a resizable image scaled to fit is the largest 2:1 size in its share", Self.scaledImage, "fit", Rect(x: 54, y: 0, width: 192, height: 96)),
      ("aspectRatio(1, contentMode: .fit) makes a square of what is left", Self.scaledImage, "sq", Rect(x: 102, y: 104, width: 96, height: 96)),
      ("a Grid column is as wide as its widest cell; a column holding a Color takes what is left", Self.gridForm, "f1", Rect(x: 112, y: 71, width: 188, height: 20)),
      ("gridColumnAlignment puts a cell at its column's trailing edge; rows are 8 apart", Self.gridForm, "i2", Rect(x: 260, y: 99, width: 40, height: 30)),
      ("a header spanning three columns widens them in equal parts (136 − 64 = 72, 24 each)", Self.header,
       "header", Rect(x: 82, y: 76, width: 136, height: 20)),
      ("the cells are centred in the widened columns", Self.header, "q2", Rect(x: 142, y: 104, width: 16, height: 20)),
      ("an adaptive LazyVGrid makes as many 80-point columns as fit, sharing the width", """
       canvas(width: 375, height: 400)
       var body: some View {
         ScrollView {
           LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 8) {
             ForEach(1...7, id: \\.self) { index in Color.blue.frame(height: 80) }
           }
           .padding()
         }
       }
       """, "Color#7", Rect(x: 16, y: 192, width: 109, height: 80)),
      ("fixed and flexible GridItems: the fixed column first, the flexible ones share the rest in turn; the grid, "
         + "as wide as its columns (50 + 8 + 117 + 8 + 60 = 243), is centred in the canvas", """
       canvas(width: 300, height: 100)
       var body: some View {
         LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible()), GridItem(.flexible(maximum: 60))]) {
           Color.red; Color.green; Color.blue.named("last")
         }
       }
       """, "last", Rect(x: 211.5, y: 45, width: 60, height: 10)),
      ("ViewThatFits falls back to the last child", """
       canvas(width: 100, height: 100)
       var body: some View { ViewThatFits { Text("far too long for it").named("long"); Text("short").named("s") } }
       """, "s", Rect(x: 30, y: 40, width: 40, height: 20)),
    ]
    for (what, source, view, frame) in cases {
      XCTAssertEqual(try swiftUIFrames(source)[view], frame, what)
    }
  }
}
