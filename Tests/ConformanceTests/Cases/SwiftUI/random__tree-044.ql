canvas(width: 375, height: 300, mode: .fit, scale: 2, semantics: .swiftUI)
// random/tree-044: random tree, seed 100044
var body: some View {
  ZStack(alignment: .bottom) {
    VStack {
      Spacer()
      Image(width: 24, height: 10).named("image1")
        .fixedSize(horizontal: true, vertical: false)
        .frame(minWidth: 0, maxWidth: 40, minHeight: 0, alignment: .leading)
      VStack(spacing: 12.5) {
        Spacer()
        Image(width: 24, height: 10).named("image2")
      }
        .frame(width: 20, alignment: .topLeading)
    }
    Text("sit et supercalifragilistic a").font(.system(size: 12)).named("text3")
  }
}
