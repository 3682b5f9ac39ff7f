canvas(width: 200, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// text/two-texts-hstack: two texts share an HStack
var body: some View {
  HStack {
    Text("Left side text").named("a")
    Text("Right side text here").named("b")
  }
}
