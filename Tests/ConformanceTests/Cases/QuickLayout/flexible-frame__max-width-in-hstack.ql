// flexible-frame/max-width-in-hstack: A flexible frame with maxWidth is partial: it is measured with the labels, not last
canvas(width: 300, height: 60, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let box = UIView()
let l = UILabel(text: "A label in the middle", lines: 1)
let fill = UIView()
var body: Layout {
  HStack(spacing: 8) {
    box
      .frame(maxWidth: 80)
    l
    fill
  }
}
