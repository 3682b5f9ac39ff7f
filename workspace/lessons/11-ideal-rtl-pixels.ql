// Lesson 11 — ideal size, right-to-left, and the pixel grid.
// idealLayout() lets a stack size itself to what its children would like, not to what it is
// offered. canvas(direction: .rightToLeft) (or :rtl) runs stacks from the right: leading is
// the right edge. Positions round to the screen's pixels: at scale 2, to the nearest half point.
// Try:  :scale 1     (three thirds of 100 points on whole points: the middle cell moves)
//       VStack(spacing: 0) { avatar; a }.idealLayout()   (the stack takes its children's ideal width: a is as wide as the avatar, not the row)
canvas(width: 300, height: 60)

let avatar = UIImageView(width: 40, height: 40)
let a = UIView()
let b = UIView()
let c = UIView()

var body: Layout {
  HStack(spacing: 0) {
    avatar
    HStack(spacing: 0) {
      a
      b
      c
    }
    .frame(width: 100)
    Spacer()
  }
}

// exercise: Lay the row out right-to-left, with the avatar at the right edge.
// goal: avatar.maxX == 300 && avatar.x > c.x
// hint: :rtl, or canvas(…, direction: .rightToLeft).
