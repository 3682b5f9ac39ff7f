// rounding/rounding-tolerance: A frame centres a 7.500002 child at 1.249999, which rounds to 1.5 (QuickLayout adds a 0.0001 tolerance before rounding positions)
canvas(width: 100, height: 100, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let b = UIView()
var body: Layout {
  b
    .frame(width: 7.500002, height: 7.500002)
    .frame(width: 10, height: 10)
}
