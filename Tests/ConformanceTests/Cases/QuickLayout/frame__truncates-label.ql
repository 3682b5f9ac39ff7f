// frame/truncates-label: frame(width: 100) proposes 100 to a single-line label which is clamped; mirrors testFrameTruncatesLabel
canvas(width: 320, height: 480, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UILabel(text: "This is a very long label", lines: 1)
let v2 = UILabel(text: "This is a very long label", lines: 1)
var body: Layout {
  VStack(alignment: .leading) {
    v1
    v2
      .frame(width: 100)
  }
}
