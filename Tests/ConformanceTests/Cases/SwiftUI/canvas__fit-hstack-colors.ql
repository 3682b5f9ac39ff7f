canvas(width: 250, height: 60, mode: .fit, scale: 2, semantics: .swiftUI)
// canvas/fit-hstack-colors: fit mode with a finite height: Colors take the proposal
var body: some View {
  HStack {
    Color.red.named("a")
    Color.red.named("b")
  }
}
