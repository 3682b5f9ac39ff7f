// Lesson 3 — a Spacer is a view; spacing is a gap.
// spacing: puts a gap between two neighbours. A Spacer is a flexible view that takes what is
// left, and no spacing goes next to it. Spacer() shrinks to nothing when the row is full;
// Spacer(12) is always 12 points; Spacer(minLength: 12) is at least 12 and takes what is left.
// Try:  :canvas 300x40      (a wide row: the Spacer takes all the room between the labels)
//       :explain right      (the label was offered the whole row, before the Spacer got what was left)
canvas(width: 80, height: 40)

let left = UILabel(text: "Left")
let right = UILabel(text: "Right")

var body: Layout {
  HStack(spacing: 12) {
    left
    Spacer()
    right
  }
}

// exercise: Keep at least 12 points between the two labels, however narrow the row: in the lesson's 80 points too.
// goal: right.x - left.maxX >= 12 && body.width == 80
// hint: the stack's spacing is not put next to a Spacer; Spacer(minLength: 12) keeps 12 points (:canvas 80x40 goes back to 80).
