canvas(width: 200, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// random/tree-153: random tree, seed 100153
var body: some View {
  VStack(alignment: .leading, spacing: 12.5) {
    Color.red.named("color1")
    Image(width: 120, height: 10).named("image2")
      .alignmentGuide(HorizontalAlignment.center) { d in d.width }
    Spacer()
  }
}
