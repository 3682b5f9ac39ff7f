canvas(width: 320, height: 200, mode: .exact, scale: 1, semantics: .swiftUI)
// random/tree-104: random tree, seed 100104
var body: some View {
  VStack(alignment: .center, spacing: 12.5) {
    VStack(alignment: .trailing, spacing: 0) {}
    VStack(alignment: .center) {
      Image(width: 80, height: 16).named("image1")
        .padding()
        .frame(idealHeight: 30, maxHeight: .infinity)
      Spacer()
      Image(width: 80, height: 16).named("image2")
    }
    Image(width: 10, height: 50).named("image3")
      .layoutPriority(0.5)
    VStack(alignment: .leading) {
      Spacer(minLength: 0)
      Spacer(minLength: 0)
      Spacer(minLength: 0)
    }
  }
    .fixedSize()
    .fixedSize()
}
