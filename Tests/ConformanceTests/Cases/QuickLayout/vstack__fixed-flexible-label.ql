// vstack/fixed-flexible-label: Fixed image, fully flexible view and a label: the flexible view gets the leftover height
canvas(width: 200, height: 300, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let img = UIImageView(width: 40, height: 40)
let fill = UIView()
let caption = UILabel(text: "Caption", lines: 1)
var body: Layout {
  VStack {
    img
    fill
    caption
  }
}
