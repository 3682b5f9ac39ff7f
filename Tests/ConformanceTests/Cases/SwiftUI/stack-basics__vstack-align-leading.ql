canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// stack-basics/vstack-align-leading: VStack(alignment: .leading) of images of different widths
var body: some View {
  VStack(alignment: .leading) {
    Image(width: 40, height: 40).named("a")
    Image(width: 80, height: 20).named("b")
    Image(width: 10, height: 30).named("c")
  }
}
