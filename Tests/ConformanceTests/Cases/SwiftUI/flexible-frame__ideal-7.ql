canvas(width: 300, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// flexible-frame/ideal-7: fixedSize() around a Color in frame(minHeight: 30, maxHeight: 60): the ideal size
var body: some View {
  Color.red.named("a")
    .frame(minHeight: 30, maxHeight: 60)
    .fixedSize()
}
