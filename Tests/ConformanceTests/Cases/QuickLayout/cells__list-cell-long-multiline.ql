// cells/list-cell-long-multiline: mirrors ListCellServerSnapshotTests.testLongTextMultiline
canvas(width: 320, height: 700, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let title = UILabel(text: "Title Nulla non sem et tortor euismod ornare. Duis blandit porta. End!!!", lines: 0)
let time = UILabel(text: "22:00", lines: 0)
let icon = UIView()
let subtitle = UILabel(text: "Subtitle Name Aenean nec consectetur massa. Pellentesque id rhoncus metus. Suspendisse tincidunt. End!!!", lines: 0)
let content = UILabel(text: "Content Headline Integer pulvinar mollis ipsum, vel condimentum velit efficitur id. End!!!", lines: 0)
var body: Layout {
  VStack(alignment: .leading) {
    HStack {
      title
      Spacer()
      time
      Spacer(4)
      icon
        .frame(width: 10, height: 10)
    }
    subtitle
    content
  }
    .padding(.horizontal, 8)
}
