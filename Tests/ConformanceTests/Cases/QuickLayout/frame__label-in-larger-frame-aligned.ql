// frame/label-in-larger-frame-aligned: A label inside a larger fixed frame with bottomTrailing alignment
canvas(width: 300, height: 300, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let l = UILabel(text: "Hi there", lines: 1)
var body: Layout {
  l
    .frame(width: 200, height: 100, alignment: .bottomTrailing)
}
