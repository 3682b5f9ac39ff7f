// alignment-guides/trailing-guide: alignmentGuide(.trailing) { d.width - 20 } in a trailing VStack
canvas(width: 300, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let a = UILabel(text: "First row label", lines: 1)
let b = UILabel(text: "Second", lines: 1)
let c = UILabel(text: "Third one", lines: 1)
var body: Layout {
  VStack(alignment: .trailing) {
    a
    b
      .alignmentGuide(.trailing) { d in d.width - 20 }
    c
  }
}
