// priority/blue-highest: mirrors LayoutPriorityServerSnapshotTests.testWithBlueHavingHighestLayoutPriority
canvas(width: 320, height: 320, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let text = UILabel(text: "Mauris ullamcorper lacus eget enim feugiat rhoncus. Nullam vulputate enim ac lorem consequat faucibus.", lines: 0)
let red = UIView()
let blue = UIView()
let orange = UIView()
var body: Layout {
  HStack(spacing: 8) {
    text
    red
    blue
      .layoutPriority(1)
    orange
  }
}
