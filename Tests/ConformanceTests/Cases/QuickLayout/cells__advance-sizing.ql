// cells/advance-sizing: Showcase AdvanceSizingView: label + image row and a 2pt separator capped at 220
canvas(width: 375, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let label = UILabel(text: "This is an example view", lines: 1)
let image = UIImageView(width: 24, height: 24)
let separator = UIView()
var body: Layout {
  VStack(spacing: 5) {
    HStack(spacing: 8) {
      label
      image
    }
    separator
      .frame(height: 2)
      .frame(maxWidth: 220)
  }
}
