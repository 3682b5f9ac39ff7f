// spacer/min-length-expands: Spacer(minLength: 8) is two elements (Spacer() and Spacer(8)); with room it grows
canvas(width: 300, height: 40, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let a = UILabel(text: "Left", lines: 1)
let b = UILabel(text: "Right", lines: 1)
var body: Layout {
  HStack {
    a
    Spacer(minLength: 8)
    b
  }
}
