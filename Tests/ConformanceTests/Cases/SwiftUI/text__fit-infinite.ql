canvas(width: 160, height: .infinity, mode: .fit, scale: 2, semantics: .swiftUI)
// text/fit-infinite: fit mode at an infinite height: the text wraps at 160
var body: some View {
  Text("The quick brown fox jumps over the lazy dog").named("t")
}
