canvas(width: 300, height: 100, mode: .exact, scale: 2, semantics: .swiftUI)
// flexible-frame/in-hstack: flexible frames compete in an HStack
var body: some View {
  HStack {
    Color.red.named("a")
      .frame(maxWidth: 60)
    Color.red.named("b")
      .frame(minWidth: 120)
    Text("Hello there").named("t")
      .frame(maxWidth: .infinity)
  }
}
