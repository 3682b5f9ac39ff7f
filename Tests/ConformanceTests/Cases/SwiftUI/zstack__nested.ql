canvas(width: 200, height: 100, mode: .exact, scale: 2, semantics: .swiftUI)
// zstack/nested: a ZStack inside an HStack
var body: some View {
  HStack {
    ZStack(alignment: .bottom) {
      Color.red.named("a")
      Image(width: 20, height: 20).named("b")
    }
    Image(width: 50, height: 50).named("c")
  }
}
