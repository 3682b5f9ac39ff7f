canvas(width: 200, height: .infinity, mode: .fit, scale: 3, semantics: .swiftUI)
// random/tree-058: random tree, seed 100058
var body: some View {
  VStack(spacing: 4) {
    ZStack(alignment: .topTrailing) {
      Color.red.named("color1")
        .alignmentGuide(.leading) { d in 5 }
        .frame(maxHeight: 60)
    }
      .fixedSize(horizontal: false, vertical: true)
      .layoutPriority(2)
    Image(width: 120, height: 50).named("image2")
      .padding()
  }
}
