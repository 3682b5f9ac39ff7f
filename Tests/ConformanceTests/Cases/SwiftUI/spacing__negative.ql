canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// spacing/negative: a negative spacing overlaps the children
var body: some View {
  HStack(spacing: -10) {
    Image(width: 40, height: 20).named("a")
    Image(width: 40, height: 20).named("b")
  }
}
