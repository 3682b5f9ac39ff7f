// Lesson 4 — alignment guides move a view across the stack.
// The HStack lines its children up by their .top guides. Override the avatar's guide
// and it moves down by that much against the others.
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
