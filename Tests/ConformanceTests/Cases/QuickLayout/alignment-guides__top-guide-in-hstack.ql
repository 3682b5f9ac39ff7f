// alignment-guides/top-guide-in-hstack: alignmentGuide(.top) with a negative value lifts the image above the label's top
canvas(width: 300, height: 200, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let img = UIImageView(width: 30, height: 30)
let l = UILabel(text: "Label", lines: 1)
let v = UIView()
var body: Layout {
  HStack(alignment: .top, spacing: 4) {
    img
      .alignmentGuide(.top) { d in -5 }
    l
    v
      .frame(width: 20, height: 40)
      .alignmentGuide(.top) { d in d.height / 2 }
  }
}
