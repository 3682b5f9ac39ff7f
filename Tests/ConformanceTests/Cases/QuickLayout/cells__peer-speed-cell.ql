// cells/peer-speed-cell: One list cell exactly as in the PEER-SPEED benchmark tree (cell 0)
canvas(width: 375, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let image0 = UIImageView(width: 40, height: 40)
let title0 = UILabel(text: "Item 0", lines: 1)
let subtitle0 = UILabel(text: "Subtitle text for item 0 that is long enough to wrap onto two lines", lines: 2)
let button0 = UIButton(title: "Follow")
var body: Layout {
  HStack(spacing: 8) {
    image0
    VStack(alignment: .leading) {
      title0
      subtitle0
    }
    Spacer()
    button0
  }
    .padding(16)
}
