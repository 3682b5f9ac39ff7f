canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// stack-basics/vstack-align-trailing: VStack(alignment: .trailing) of images of different widths
var body: some View {
  VStack(alignment: .trailing) {
    Image(width: 40, height: 40).named("a")
    Image(width: 80, height: 20).named("b")
    Image(width: 10, height: 30).named("c")
  }
}
