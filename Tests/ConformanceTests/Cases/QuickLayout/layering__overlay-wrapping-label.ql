// layering/overlay-wrapping-label: A wrapping label as overlay is proposed the target size 100x200
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let t = UIView()
let l = UILabel(text: "Mauris ullamcorper lacus eget enim feugiat rhoncus. Nullam vulputate enim ac lorem consequat faucibus.", lines: 0)
var body: Layout {
  t
    .frame(width: 100, height: 200)
    .overlay(alignment: .top) {
      l
    }
}
