// labels/two-long-labels: mirrors UILabelServerSnaposhTests.testTwoLongLabels
canvas(width: 320, height: 480, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UILabel(text: "Vestibulum sit amet magna erat. Nullam sed mi snatch sit amet", lines: 0)
let v2 = UILabel(text: "Vestibulum sit amet magna erat. Nullam sed mi snatch sit amet", lines: 0)
var body: Layout {
  HStack(alignment: .top) {
    v1
    Spacer(8)
    v2
  }
}
