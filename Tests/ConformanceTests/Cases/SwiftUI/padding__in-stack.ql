canvas(width: 300, height: 100, mode: .exact, scale: 2, semantics: .swiftUI)
// padding/in-stack: padded children in an HStack
var body: some View {
  HStack {
    Color.red.named("a")
      .padding()
    Text("Hi").named("t")
      .padding(4)
    Image(width: 30, height: 30).named("i")
  }
}
