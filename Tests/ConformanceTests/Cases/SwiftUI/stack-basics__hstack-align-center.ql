canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// stack-basics/hstack-align-center: HStack(alignment: .center) of images of different heights
var body: some View {
  HStack(alignment: .center) {
    Image(width: 40, height: 40).named("a")
    Image(width: 20, height: 60).named("b")
    Image(width: 30, height: 10).named("c")
  }
}
