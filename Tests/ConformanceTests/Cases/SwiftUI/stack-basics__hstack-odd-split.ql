canvas(width: 301, height: 50, mode: .exact, scale: 2, semantics: .swiftUI)
// stack-basics/hstack-odd-split: thirds of an odd width land on the pixel grid (scale 2)
var body: some View {
  HStack(spacing: 0) {
    Color.red.named("a")
    Color.red.named("b")
    Color.red.named("c")
  }
}
