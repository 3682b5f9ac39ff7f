// rounding/three-flexible-100-scale3: Three fully flexible views share 100pt at scale 3: positions snap to the pixel grid, sizes stay exact
canvas(width: 100, height: 10, mode: .exact, scale: 3, direction: .leftToRight, alignment: .center)
let a = UIView()
let b = UIView()
let c = UIView()
var body: Layout {
  HStack {
    a
    b
    c
  }
}
