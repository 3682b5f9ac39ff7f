canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// zstack/align-top: ZStack(alignment: .top) of images of different sizes
var body: some View {
  ZStack(alignment: .top) {
    Image(width: 60, height: 40).named("a")
    Image(width: 20, height: 50).named("b")
    Image(width: 30, height: 10).named("c")
  }
}
