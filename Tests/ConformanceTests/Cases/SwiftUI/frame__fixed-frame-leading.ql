canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// frame/fixed-frame-leading: an image in a larger fixed frame aligned leading
var body: some View {
  Image(width: 30, height: 20).named("a")
    .frame(width: 100, height: 80, alignment: .leading)
}
