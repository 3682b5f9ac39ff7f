canvas(width: 300, height: 100, mode: .exact, scale: 2, semantics: .swiftUI)
// spacer/spacer-in-zstack: a Spacer in a ZStack has no orientation and expands on both axes
var body: some View {
  ZStack {
    Spacer()
    Image(width: 40, height: 20).named("a")
  }
}
