// alignment-guides/root-center-guide: A horizontal centre guide on the root changes where applyFrame centres the layout in the canvas
canvas(width: 300, height: 100, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let icon = UIImageView(width: 30, height: 30)
let l = UILabel(text: "Centered text", lines: 1)
var body: Layout {
  HStack(spacing: 10) {
    icon
    l
  }
    .alignmentGuide(HorizontalAlignment.center) { d in d.width - 20 }
}
