canvas(width: 200, height: 300, mode: .exact, scale: 2, semantics: .swiftUI)
// text/wrap-200: a sentence proposed 200 pt wraps greedily
var body: some View {
  Text("The quick brown fox jumps over the lazy dog").named("t")
}
