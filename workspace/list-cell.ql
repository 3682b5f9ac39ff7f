// The list cell of the benchmark (SPEC 7): 375 points wide, 92 tall.
canvas(width: 375, height: .infinity, mode: .fit)

let image = UIImageView(width: 40, height: 40)
let title = UILabel(text: "Item 1")
let subtitle = UILabel(text: "Subtitle text for item 1 that is long enough to wrap onto two lines", lines: 2)
let button = UIButton(title: "Follow")

var body: Layout {
  HStack(spacing: 8) {
    image
    VStack(alignment: .leading) {
      title
      subtitle
    }
    Spacer()
    button
  }
  .padding(16)
}
