canvas(width: 200, height: 300, mode: .fit, scale: 2, semantics: .swiftUI)
// random/tree-149: random tree, seed 100149
var body: some View {
  VStack {
    Image(width: 10, height: 16).named("image1")
    Rectangle().named("color2")
      .layoutPriority(-1)
  }
}
