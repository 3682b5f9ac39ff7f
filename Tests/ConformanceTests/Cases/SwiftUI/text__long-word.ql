canvas(width: 60, height: 300, mode: .exact, scale: 2, semantics: .swiftUI)
// text/long-word: a word longer than the line is broken at characters
var body: some View {
  Text("supercalifragilistic").named("t")
}
