// Lesson 1 — propose, measure, place.
// Every layout runs in three steps: a container proposes a size to each child, the child
// measures itself and answers the size it wants, and the container places it at a frame.
// Here the stack proposes the row to each label, each answers its text's width, and the
// Spacer takes what is left. The spacing goes between the labels, never next to a Spacer.
// Try:  gap = 24            (age moves right: every change is drawn with what moved in heavy lines)
//       :explain name       (every proposal the label got, and why)
//       :proposals name     (the size the stack offered each child, dashed around the box it took)
//       VStack { name; age }.padding(.horizontal, 16)   (a layout typed at the prompt becomes the body)
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

// exercise: Put the age at the end of the row, 16 points in from the right edge.
// goal: age.maxX == 304
// hint: a Spacer takes what is left where it stands: type the body with it between the labels.
