// priority/two-long-labels-priority: The second of two long labels has priority 1 and is measured first; mirrors UILabelServerSnaposhTests.testTwoLongLabelsWithLayoutPriority
canvas(width: 320, height: 480, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UILabel(text: "Vestibulum sit amet magna erat. Nullam sed mi snatch sit amet", lines: 0)
let v2 = UILabel(text: "Vestibulum sit amet magna erat. Nullam sed mi snatch sit amet", lines: 0)
var body: Layout {
  HStack(alignment: .top) {
    v1
    Spacer(8)
    v2
      .layoutPriority(1)
  }
}
