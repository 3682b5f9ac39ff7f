// hstack/empty-hstack-root: An empty HStack sizes to zero
canvas(width: 100, height: 100, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
var body: Layout {
  HStack {}
}
