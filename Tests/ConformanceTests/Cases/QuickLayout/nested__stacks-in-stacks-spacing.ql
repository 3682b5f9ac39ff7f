// nested/stacks-in-stacks-spacing: Nested stacks with spacing at every level
canvas(width: 200, height: 80, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let a = UILabel(text: "A", lines: 1)
let b = UILabel(text: "BB", lines: 1)
let c = UIView(width: 10, height: 10)
let d = UIView(width: 12, height: 12)
let e = UILabel(text: "E", lines: 1)
let f = UIView()
var body: Layout {
  HStack(spacing: 9) {
    VStack(spacing: 3) {
      a
      b
    }
    VStack(spacing: 5) {
      HStack(spacing: 2) {
        c
        d
      }
      e
    }
    VStack(spacing: 7) {
      f
    }
  }
}
