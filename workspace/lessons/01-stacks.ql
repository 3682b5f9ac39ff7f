// Lesson 1 — a stack shares its width among its children.
// The labels are measured first; the Spacer takes what is left.
// Try:  gap = 24            (every change is drawn with what moved in heavy lines)
//       :explain name       (every proposal the label got, and why)
//       HStack { name; Spacer(); age }   (a layout typed at the prompt becomes the body)
canvas(width: 320, height: 60)

let name = UILabel(text: "Ada Lovelace")
let age = UILabel(text: "36")
var gap = 8

var body: Layout {
  HStack(spacing: gap) {
    name
    Spacer()
    age
  }
  .padding(.horizontal, 16)
}
