canvas(width: 320, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// random/tree-216: random tree, seed 100216
var body: some View {
  HStack(alignment: .center) {
    VStack(spacing: 10) {}
      .fixedSize()
    Spacer()
    Text("lorem labore et sit").font(.system(size: 12)).lineLimit(2).named("text1")
      .layoutPriority(0.5)
    Color.red.named("color2")
    VStack(alignment: .trailing, spacing: 4) {
      ZStack(alignment: .bottomTrailing) {
        Image(width: 10, height: 50).named("image3")
      }
    }
  }
}
