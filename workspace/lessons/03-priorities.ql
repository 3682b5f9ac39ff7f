// Lesson 3 — layout priority decides who gets the space first.
// Both labels want more than half of the row. Raise one's priority and it is laid out
// first, with all the row; the other gets what is left.
// Try:  :priority status 1      (status now wins: it is laid out whole, the title gets what is left)
//       :overrides              (the overrides in effect)
//       :undo                   (back to equal priorities: the two share the row again)
canvas(width: 260, height: 40)

let title = UILabel(text: "A title that is rather long")
let status = UILabel(text: "Delivered yesterday")

var body: Layout {
  HStack(spacing: 8) {
    title
    status
  }
}
