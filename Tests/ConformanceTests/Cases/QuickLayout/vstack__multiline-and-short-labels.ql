// vstack/multiline-and-short-labels: Leading-aligned VStack with a wrapping label and a short label, width 200, unbounded height
canvas(width: 200, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let long = UILabel(text: "Mauris ullamcorper lacus eget enim feugiat rhoncus. Nullam vulputate enim ac lorem consequat faucibus.", lines: 0)
let short = UILabel(text: "Lorem Ip", lines: 1)
var body: Layout {
  VStack(alignment: .leading) {
    long
    short
  }
}
