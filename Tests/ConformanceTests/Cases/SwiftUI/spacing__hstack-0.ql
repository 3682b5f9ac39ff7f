canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// spacing/hstack-0: HStack spacing 0 between images
var body: some View {
  HStack(spacing: 0) {
    Image(width: 20, height: 20).named("a")
    Image(width: 20, height: 20).named("b")
    Image(width: 20, height: 20).named("c")
  }
}
