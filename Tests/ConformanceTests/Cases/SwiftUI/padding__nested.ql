canvas(width: 300, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// padding/nested: padding around padding around a Color
var body: some View {
  Color.red.named("a")
    .padding(5)
    .padding(.vertical)
}
