// Custom alignment: the icon's centre lines up with the first third of the text block.
canvas(width: 300, height: 120)

extension VerticalAlignment {
  static let firstThird = VerticalAlignment { d in d.height / 3 }
}

let icon = UIImageView(width: 24, height: 24)
let text = UILabel(text: "A paragraph of text that wraps onto three lines in this width", lines: 0)

var body: Layout {
  HStack(alignment: .firstThird, spacing: 8) {
    icon
      .alignmentGuide(.firstThird) { d in d[VerticalAlignment.center] }
    text
  }
  .padding(16)
}
