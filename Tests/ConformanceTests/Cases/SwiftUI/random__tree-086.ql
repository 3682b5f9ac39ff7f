canvas(width: 414, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// random/tree-086: random tree, seed 100086
var body: some View {
  HStack(alignment: .bottom) {
    Color.red.named("color1")
    HStack(alignment: .center, spacing: 0) {}
    HStack(spacing: 12.5) {
      Image(width: 120, height: 80).named("image2")
        .frame(width: 20, height: 50, alignment: .topLeading)
    }
    Color.red.named("color3")
    Rectangle().named("color4")
      .frame(width: 60, height: 50, alignment: .leading)
  }
}
