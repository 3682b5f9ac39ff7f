// Lesson 7 — why a label is measured twice.
// Two wrapping labels share the row. Each is first pre-measured with the whole row,
// then, when that was more than its share, measured again with its share: ×2! in the table.
// A fit canvas lays out twice (measure, then place), so once a pass is 2 here.
// Try:  :explain first     (pre-measure, then re-measure)
//       :proposals first    (the share each label was offered, dashed around the box it took)
//       :canvas 600xinf fit  (a wider canvas: each fits its share, one measurement a pass)
canvas(width: 240, height: .infinity, mode: .fit)

let first = UILabel(text: "A long first label that wants to wrap", lines: 0)
let second = UILabel(text: "A second label, also long", lines: 0)

var body: Layout {
  HStack(alignment: .top, spacing: 8) {
    first
    second
  }
}

// exercise: At this width, get every label measured once per pass.
// goal: views.maxMeasured <= 2 && body.width <= 240
// hint: a priority group of one view is measured once: give one label its own layoutPriority.
