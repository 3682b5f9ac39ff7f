canvas(width: 200, height: 300, mode: .exact, scale: 2, semantics: .swiftUI)
// priority/vstack: priorities in a VStack
var body: some View {
  VStack {
    Color.red.named("a")
    Color.red.named("b")
      .frame(height: 50)
      .layoutPriority(1)
    Color.red.named("c")
  }
}
