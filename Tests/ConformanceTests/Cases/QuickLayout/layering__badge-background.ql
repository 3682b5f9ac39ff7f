// layering/badge-background: A padded label with a flexible background view: the background gets the target's size
canvas(width: 300, height: 100, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let l = UILabel(text: "New", lines: 1)
let bg = UIView()
var body: Layout {
  l
    .padding(4)
    .background {
      bg
    }
}
