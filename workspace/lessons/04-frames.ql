// Lesson 4 — a frame is a box a view is placed in.
// frame(width:height:) is a box of that size: the view inside is offered that size, answers
// the size it wants, and is centred in the box. A button or a label keeps its own size.
// frame(minWidth:maxWidth:minHeight:maxHeight:) is a box that takes what it is offered within
// its limits: frame(maxWidth: .infinity, alignment: .leading) fills the row and puts its view
// at the leading edge.
// Try:  :frame button 200x44    (a 200×44 box: the button stays 56×34 in its middle; the note moves down)
//       :canvas 320x100         (a wider row: the note's box grows, the note stays at the leading edge)
canvas(width: 240, height: 100)

let button = UIButton(title: "Save")
let note = UILabel(text: "Saved a minute ago", font: 12)

var body: Layout {
  VStack(spacing: 8) {
    button
    note.frame(maxWidth: .infinity, alignment: .leading)
  }
  .padding(16)
}

// exercise: Make the button 44 points tall without a fixed frame.
// goal: button.height == 44
// hint: a frame does not resize a button; in the body, button.expand(by: CGSize(width: 0, height: 10)) in place of button grows the view itself.
