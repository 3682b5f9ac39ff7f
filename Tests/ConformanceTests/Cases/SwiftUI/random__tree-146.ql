canvas(width: 414, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// random/tree-146: random tree, seed 100146
var body: some View {
  HStack(alignment: .top, spacing: 0) {
    Text("a amet ipsum sed ipsum ut supercalifragilistic").font(.system(size: 12)).named("text1")
    ZStack(alignment: .center) {
      Image(width: 50, height: 50).named("image2")
        .padding()
      Text("consectetur et").named("text3")
        .frame(height: 30)
    }
      .padding()
  }
    .padding(10.5)
    .layoutPriority(1)
}
