// Lesson 1 — a stack shares its width among its children.
// The labels are measured first; the Spacer takes what is left. The stack puts its spacing
// between the two labels (none goes next to a Spacer).
// Try:  gap = 24            (age moves right: every change is drawn with what moved in heavy lines)
//       :explain name       (every proposal the label got, and why)
//       HStack { name; Spacer(); age }   (a layout typed at the prompt becomes the body: age moves to the end)
canvas(width: 320, height: 60)

let name = UILabel(text: "Ada Lovelace")
let age = UILabel(text: "36")
var gap = 8

var body: Layout {
  HStack(spacing: gap) {
    name
    age
    Spacer()
  }
  .padding(.horizontal, 16)
}
