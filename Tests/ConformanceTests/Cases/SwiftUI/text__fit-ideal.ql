canvas(width: .infinity, height: .infinity, mode: .fit, scale: 2, semantics: .swiftUI)
// text/fit-ideal: fit mode at an infinite width and height: one line
var body: some View {
  Text("The quick brown fox jumps over the lazy dog").named("t")
}
