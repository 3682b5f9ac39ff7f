canvas(width: 300, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// geometry-reader/fills: a GeometryReader takes the proposal; its content sits at the top leading corner
var body: some View {
  GeometryReader { proxy in
    Image(width: 40, height: 20).named("a")
  }
}
