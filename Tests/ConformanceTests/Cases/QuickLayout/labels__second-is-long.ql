// labels/second-is-long: mirrors UILabelServerSnaposhTests.testLabelsSecondIsLong
canvas(width: 320, height: 480, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UILabel(text: "Lorem Ip", lines: 1)
let v2 = UILabel(text: "Mauris ullamcorper lacus eget enim feugiat rhoncus. Nullam vulputate enim ac lorem consequat faucibus.", lines: 0)
var body: Layout {
  HStack {
    v1
    Spacer(8)
    v2
  }
}
