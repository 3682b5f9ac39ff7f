canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// frame/small-frame-top: a text in a frame smaller than the text, aligned top
var body: some View {
  Text("Hello, world").named("t")
    .frame(width: 40, height: 10, alignment: .top)
}
