canvas(width: 100, height: 33, mode: .exact, scale: 1, semantics: .swiftUI)
// canvas/scale-1: pixel rounding at scale 1
var body: some View {
  HStack(spacing: 0) {
    Color.red.named("a")
    Color.red.named("b")
    Color.red.named("c")
  }
}
