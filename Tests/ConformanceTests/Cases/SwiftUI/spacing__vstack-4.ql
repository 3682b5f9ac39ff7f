canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// spacing/vstack-4: VStack spacing 4 between texts
var body: some View {
  VStack(spacing: 4) {
    Text("One").named("a")
    Text("Two").named("b")
    Text("Three").named("c")
  }
}
