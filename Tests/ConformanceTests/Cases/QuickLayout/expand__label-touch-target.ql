// expand/label-touch-target: expand(by: 20x20) on a label enlarges its frame
canvas(width: 300, height: 100, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let l = UILabel(text: "Tap me", lines: 1)
let m = UILabel(text: "Next", lines: 1)
var body: Layout {
  HStack(spacing: 4) {
    l
      .expand(by: CGSize(width: 20, height: 20))
    m
  }
}
