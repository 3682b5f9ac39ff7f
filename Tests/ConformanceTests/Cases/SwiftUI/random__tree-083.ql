canvas(width: 200, height: 100, mode: .fit, scale: 2, semantics: .swiftUI)
// random/tree-083: random tree, seed 100083
var body: some View {
  VStack(spacing: 12.5) {
    Image(width: 40, height: 10).named("image1")
    VStack(alignment: .center, spacing: 10) {
      VStack {
        Color.red.named("color2")
        Color.red.named("color3")
          .alignmentGuide(.trailing) { d in 12.5 }
          .frame(width: 44, height: 30, alignment: .topLeading)
        Text("eiusmod do elit sed").lineLimit(2).named("text4")
        Color.red.named("color5")
      }
    }
    Color.red.named("color6")
  }
    .frame(width: 60, height: 50, alignment: .topLeading)
}
