canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// text/empty: an empty text is 0 x 0
var body: some View {
  HStack {
    Image(width: 20, height: 20).named("a")
    Text("").named("t")
    Image(width: 20, height: 20).named("b")
  }
}
