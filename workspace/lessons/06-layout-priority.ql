// Lesson 6 — layout priority decides who gets the space first.
// Both labels want more than half of the row. With equal priorities they share it, and both
// wrap. Raise one's priority and it is laid out first, with all the row; the other gets what
// is left.
// Try:  :priority status 1      (status now wins: it is laid out whole, the title gets what is left)
//       :overrides              (the overrides in effect)
//       :undo                   (back to equal priorities: the two share the row again)
canvas(width: 260, height: 60)

let title = UILabel(text: "A title that is rather long", lines: 0)
let status = UILabel(text: "Delivered yesterday", lines: 0)

var body: Layout {
  HStack(alignment: .top, spacing: 8) {
    title
    status
  }
}

// exercise: Make the title keep one line and the status wrap.
// goal: title.lines == 1 && status.lines >= 2
// hint: the view with the higher layoutPriority is laid out first, with the whole row.
