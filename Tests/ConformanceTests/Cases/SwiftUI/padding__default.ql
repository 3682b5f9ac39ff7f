canvas(width: 300, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// padding/default: padding() uses the default padding (16)
var body: some View {
  Color.red.named("a")
    .padding()
}
