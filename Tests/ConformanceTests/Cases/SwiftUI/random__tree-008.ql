canvas(width: 375, height: 300, mode: .fit, scale: 2, semantics: .swiftUI)
// random/tree-008: random tree, seed 100008
var body: some View {
  VStack(alignment: .center, spacing: 4) {
    ZStack {
      Color.red.named("color1")
    }
      .frame(width: 50)
    HStack(alignment: .bottom, spacing: 12.5) {
      Image(width: 24, height: 16).named("image2")
        .padding()
        .alignmentGuide(.bottom) { d in d[.leading] + 3 }
    }
    Text("supercalifragilistic consectetur supercalifragilistic I do").named("text3")
  }
    .layoutPriority(-1)
}
