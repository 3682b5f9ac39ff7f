canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// random/tree-054: random tree, seed 100054
var body: some View {
  VStack(alignment: .leading, spacing: 0) {
    Text("elit labore labore dolor supercalifragilistic supercalifragilistic").lineLimit(1).named("text1")
      .alignmentGuide(HorizontalAlignment.center) { d in 0 }
    VStack(alignment: .leading, spacing: 12.5) {
      Spacer(minLength: 20)
      VStack(alignment: .leading, spacing: 12.5) {}
      Text("adipiscing").font(.system(size: 14)).lineLimit(2).named("text2")
        .fixedSize()
      Color.red.named("color3")
        .alignmentGuide(HorizontalAlignment.center) { d in 5 }
    }
      .padding()
    VStack(alignment: .center) {
      HStack(alignment: .center, spacing: 4) {
        HStack(spacing: 10) {
          Color.red.named("color4")
        }
        GeometryReader { proxy in
          Image(width: 120, height: 16).named("image5")
            .alignmentGuide(VerticalAlignment.center) { d in 5 }
        }
          .alignmentGuide(VerticalAlignment.center) { d in -8 }
        Spacer()
      }
        .padding(EdgeInsets(top: 8, leading: 3, bottom: 1, trailing: 3))
        .frame(width: 20, height: 30, alignment: .bottomTrailing)
      Image(width: 24, height: 16).named("image6")
    }
      .fixedSize()
      .alignmentGuide(.trailing) { d in 12.5 }
    Spacer()
  }
}
