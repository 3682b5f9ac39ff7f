canvas(width: 375, height: .infinity, mode: .fit, scale: 2, semantics: .swiftUI)
// random/tree-201: random tree, seed 100201
var body: some View {
  VStack(alignment: .leading) {
    Image(width: 80, height: 24).named("image1")
    Image(width: 16, height: 24).named("image2")
    Spacer(minLength: 4)
  }
    .fixedSize()
}
