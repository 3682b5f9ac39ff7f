// Lesson 8 — alignment guides move a view across the stack.
// The HStack lines its children up by their .top guides: each view's guide is 0, its top edge.
// Override a view's guide and it moves by that much against the others. A custom alignment
// (extension VerticalAlignment { static let … }) is a guide of your own, with a default value.
// Try:  :guide avatar .top -10    (avatar 10 points lower)
//       :frame badge 40x40        (a fixed frame around the badge)
//       :save copy.ql             (write the overrides into a script of your own)
canvas(width: 300, height: 80)

let avatar = UIImageView(width: 40, height: 40)
let name = UILabel(text: "Kylee")
let badge = UIView(width: 20, height: 20)

var body: Layout {
  HStack(alignment: .top, spacing: 8) {
    avatar
    name
    badge
  }
  .padding(8)
}

// exercise: Centre the badge on the avatar's bottom edge.
// goal: badge.midY == avatar.maxY
// hint: a guide of d.height / 2 - 40 lines the badge's middle up 40 points below the others' tops.
