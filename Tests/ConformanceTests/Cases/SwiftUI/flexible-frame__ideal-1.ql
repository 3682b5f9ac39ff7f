canvas(width: 300, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// flexible-frame/ideal-1: fixedSize() around a Color in frame(maxWidth: 100): the ideal size
var body: some View {
  Color.red.named("a")
    .frame(maxWidth: 100)
    .fixedSize()
}
