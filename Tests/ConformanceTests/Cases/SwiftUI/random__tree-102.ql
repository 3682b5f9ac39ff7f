canvas(width: 320, height: .infinity, mode: .fit, scale: 2, semantics: .swiftUI)
// random/tree-102: random tree, seed 100102
var body: some View {
  VStack(alignment: .center, spacing: 0) {
    ZStack(alignment: .topTrailing) {
      Color.red.named("color1")
        .layoutPriority(0.5)
        .frame(width: 20, height: 30)
      Text("ut sed supercalifragilistic amet amet consectetur dolor").named("text2")
        .alignmentGuide(.top) { d in 5 }
      ZStack(alignment: .bottomTrailing) {}
    }
      .padding(2)
    Image(width: 120, height: 10).named("image3")
  }
    .padding()
    .padding(EdgeInsets(top: 1, leading: 1, bottom: 3, trailing: 8))
}
