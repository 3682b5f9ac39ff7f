canvas(width: 375, height: 400, mode: .exact, scale: 1, semantics: .swiftUI)
// random/tree-223: random tree, seed 100223
var body: some View {
  ZStack(alignment: .center) {
    Color.red.named("color1")
    HStack(alignment: .bottom, spacing: 12.5) {
      Text("amet ipsum").font(.system(size: 14)).lineLimit(1).named("text2")
      Image(width: 40, height: 16).named("image3")
      VStack(alignment: .leading) {
        Spacer()
      }
    }
      .layoutPriority(2)
      .padding(10.5)
    Image(width: 10, height: 10).named("image4")
  }
}
