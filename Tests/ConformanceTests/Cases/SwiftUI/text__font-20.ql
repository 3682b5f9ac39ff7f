canvas(width: 150, height: 300, mode: .exact, scale: 2, semantics: .swiftUI)
// text/font-20: a sentence at font size 20 in 150 pt
var body: some View {
  Text("The quick brown fox jumps over the lazy dog").font(.system(size: 20)).named("t")
}
