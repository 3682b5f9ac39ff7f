canvas(width: 320, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// random/tree-238: random tree, seed 100238
var body: some View {
  HStack {
    Text("tempor tempor elit consectetur").font(.system(size: 20)).named("text1")
      .alignmentGuide(VerticalAlignment.center) { d in d[.top] - 4 }
    Image(width: 50, height: 24).named("image2")
      .frame(maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
      .layoutPriority(-1)
    ZStack(alignment: .topTrailing) {
      Text("adipiscing labore I supercalifragilistic").font(.system(size: 12)).lineLimit(1).named("text3")
    }
    Spacer()
  }
    .layoutPriority(-1)
}
