canvas(width: 200, height: 667, mode: .exact, scale: 1, semantics: .swiftUI)
// random/tree-219: random tree, seed 100219
var body: some View {
  VStack(alignment: .center, spacing: 12.5) {
    VStack(alignment: .center) {
      HStack(alignment: .bottom, spacing: 4) {
        Image(width: 16, height: 24).named("image1")
        Spacer()
        Text("ut consectetur sed supercalifragilistic tempor").named("text2")
      }
    }
      .frame(width: 20, height: 30)
    Spacer(minLength: 4)
  }
    .layoutPriority(-1)
}
