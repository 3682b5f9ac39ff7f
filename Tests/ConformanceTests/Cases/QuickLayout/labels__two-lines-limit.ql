// labels/two-lines-limit: numberOfLines 2 keeps the first two wrapped lines
canvas(width: 160, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let a = UILabel(text: "Mauris ullamcorper lacus eget enim feugiat rhoncus. Nullam vulputate enim ac lorem consequat faucibus.", lines: 2)
let b = UILabel(text: "Mauris ullamcorper lacus eget enim feugiat rhoncus. Nullam vulputate enim ac lorem consequat faucibus.", lines: 3)
let c = UILabel(text: "Mauris ullamcorper lacus eget enim feugiat rhoncus. Nullam vulputate enim ac lorem consequat faucibus.", lines: 0)
var body: Layout {
  VStack(alignment: .leading, spacing: 4) {
    a
    b
    c
  }
}
