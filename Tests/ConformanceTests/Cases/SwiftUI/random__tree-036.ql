canvas(width: 375, height: 400, mode: .exact, scale: 1, semantics: .swiftUI)
// random/tree-036: random tree, seed 100036
var body: some View {
  HStack(alignment: .top, spacing: 10) {
    Color.red.named("color1")
    Spacer()
    HStack(alignment: .bottom, spacing: 0) {
      Spacer()
    }
    Color.red.named("color2")
      .padding()
  }
    .frame(width: 44, height: 50)
}
