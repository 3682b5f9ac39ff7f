// flexible-frame/min-width-larger-than-proposal: minWidth larger than the proposal: the frame overflows the parent
canvas(width: 200, height: 40, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let l = UILabel(text: "Hi", lines: 1)
let r = UILabel(text: "Right", lines: 1)
var body: Layout {
  HStack {
    l
      .frame(minWidth: 250, alignment: .trailing)
    r
  }
}
