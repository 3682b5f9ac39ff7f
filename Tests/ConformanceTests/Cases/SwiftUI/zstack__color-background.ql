canvas(width: 300, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// zstack/color-background: a Color behind a text in a ZStack
var body: some View {
  ZStack {
    Color.red.named("bg")
    Text("Hello").named("t")
  }
}
