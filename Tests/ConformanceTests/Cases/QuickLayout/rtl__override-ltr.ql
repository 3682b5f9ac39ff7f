// rtl/override-ltr: mirrors LayoutDirectionServerSnapshotTests.testOverrideLeftToRight
canvas(width: 300, height: 44, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let l1 = UILabel(text: "Hello", lines: 1)
let l2 = UILabel(text: "Goodbye", lines: 1)
var body: Layout {
  HStack {
    l1
    Spacer()
    l2
  }
    .layoutDirection(.leftToRight)
}
