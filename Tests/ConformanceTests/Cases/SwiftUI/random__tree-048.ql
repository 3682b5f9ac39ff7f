canvas(width: 320, height: 667, mode: .exact, scale: 1, semantics: .swiftUI)
// random/tree-048: random tree, seed 100048
var body: some View {
  VStack(alignment: .trailing, spacing: 0) {
    Rectangle().named("color1")
      .frame(width: 50, alignment: .leading)
      .padding(8)
    ZStack(alignment: .bottomLeading) {
      Image(width: 50, height: 10).named("image2")
        .fixedSize()
      GeometryReader { proxy in
        VStack(spacing: 12.5) {
          Text("labore lorem adipiscing ipsum amet").lineLimit(2).named("text3")
            .fixedSize()
          Spacer()
          Text("amet ipsum labore ipsum").font(.system(size: 20)).named("text4")
          Text("dolor a elit").named("text5")
            .layoutPriority(-1)
            .frame(idealHeight: 30)
        }
          .padding(10.5)
      }
        .frame(minHeight: 20, idealHeight: 30)
      Image(width: 80, height: 10).named("image6")
        .alignmentGuide(.top) { d in d[.top] - 4 }
    }
  }
    .frame(idealHeight: 30, maxHeight: 30)
}
