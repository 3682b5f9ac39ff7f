canvas(width: 414, height: 200, mode: .exact, scale: 1, semantics: .swiftUI)
// random/tree-222: random tree, seed 100222
var body: some View {
  ZStack(alignment: .center) {
    Text("supercalifragilistic a").font(.system(size: 12)).lineLimit(2).named("text1")
    Color.red.named("color2")
    HStack(alignment: .top) {}
    VStack(alignment: .center, spacing: 0) {}
    Text("consectetur sed a labore").font(.system(size: 14)).named("text3")
  }
}
