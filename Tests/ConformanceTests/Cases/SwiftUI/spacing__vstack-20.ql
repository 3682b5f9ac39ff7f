canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// spacing/vstack-20: VStack spacing 20 between texts
var body: some View {
  VStack(spacing: 20) {
    Text("One").named("a")
    Text("Two").named("b")
    Text("Three").named("c")
  }
}
