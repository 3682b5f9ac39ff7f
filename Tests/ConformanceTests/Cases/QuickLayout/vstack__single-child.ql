// vstack/single-child: Single-child VStack: the child gets the proposal unchanged
canvas(width: 150, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let only = UILabel(text: "Mauris ullamcorper lacus eget enim feugiat rhoncus. Nullam vulputate enim ac lorem consequat faucibus.", lines: 0)
var body: Layout {
  VStack {
    only
  }
}
