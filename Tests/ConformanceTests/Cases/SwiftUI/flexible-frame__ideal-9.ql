canvas(width: 300, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// flexible-frame/ideal-9: fixedSize() around a Color in frame(idealWidth: 90, idealHeight: 30): the ideal size
var body: some View {
  Color.red.named("a")
    .frame(idealWidth: 90, idealHeight: 30)
    .fixedSize()
}
