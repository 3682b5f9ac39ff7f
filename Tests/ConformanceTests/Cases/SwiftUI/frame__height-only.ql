canvas(width: 300, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// frame/height-only: frame(height:) keeps the child's sizing in width
var body: some View {
  Color.red.named("a")
    .frame(height: 50)
}
