canvas(width: 375, height: .infinity, mode: .fit, scale: 3, semantics: .swiftUI)
// random/tree-179: random tree, seed 100179
var body: some View {
  HStack(alignment: .center, spacing: 0) {
    Image(width: 50, height: 16).named("image1")
    Image(width: 10, height: 50).named("image2")
    Image(width: 50, height: 80).named("image3")
    Text("a tempor adipiscing adipiscing").font(.system(size: 20)).named("text4")
      .fixedSize(horizontal: true, vertical: false)
  }
}
