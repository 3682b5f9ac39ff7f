canvas(width: 80, height: 300, mode: .exact, scale: 2, semantics: .swiftUI)
// text/wrap-80: a sentence proposed 80 pt wraps greedily
var body: some View {
  Text("The quick brown fox jumps over the lazy dog").named("t")
}
