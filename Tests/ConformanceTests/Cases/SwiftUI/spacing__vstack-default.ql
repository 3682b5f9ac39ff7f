canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// spacing/vstack-default: VStack spacing nil (default 8) between texts
var body: some View {
  VStack {
    Text("One").named("a")
    Text("Two").named("b")
    Text("Three").named("c")
  }
}
