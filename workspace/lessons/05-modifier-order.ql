// Lesson 5 — modifiers wrap from the inside out.
// Each modifier wraps what is written before it. tag.padding(10).frame(width: 100): the label
// gets its padding, then the padded label is placed in a 100-point box. tag.frame(width: 100)
// .padding(10): the box is 100 wide, and the padding goes around the box: 120 in all.
// The chip is a background: it is offered the size of what it is behind, so it shows that size.
// Try:  :tree        (the modifiers as the engine sees them, each wrapping the one before)
canvas(width: 240, height: 60)

let tag = UILabel(text: "New")
let chip = UIView()

var body: Layout {
  tag
    .frame(width: 100)
    .padding(.horizontal, 10)
    .background { chip }
}

// exercise: Make the chip 100 points wide, the padding inside it.
// goal: chip.width == 100
// hint: swap the order: padding first, then the frame.
