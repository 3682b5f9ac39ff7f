// zstack/label-over-image: A wrapping label over an image inside a ZStack, unbounded height
canvas(width: 200, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let img = UIImageView(width: 150, height: 80)
let caption = UILabel(text: "Mauris ullamcorper lacus eget enim feugiat rhoncus. Nullam vulputate enim ac lorem consequat faucibus.", lines: 0)
var body: Layout {
  ZStack(alignment: .bottomLeading) {
    img
    caption
  }
}
