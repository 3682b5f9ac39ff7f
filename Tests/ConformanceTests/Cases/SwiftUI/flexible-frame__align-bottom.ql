canvas(width: 300, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// flexible-frame/align-bottom: frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom) around an image
var body: some View {
  Image(width: 40, height: 30).named("a")
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
}
