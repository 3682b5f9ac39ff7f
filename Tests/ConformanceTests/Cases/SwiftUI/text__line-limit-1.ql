canvas(width: 100, height: 300, mode: .exact, scale: 2, semantics: .swiftUI)
// text/line-limit-1: lineLimit(1) keeps one line
var body: some View {
  Text("The quick brown fox jumps over the lazy dog").lineLimit(1).named("t")
}
