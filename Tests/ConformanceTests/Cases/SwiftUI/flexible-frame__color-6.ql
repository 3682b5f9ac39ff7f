canvas(width: 300, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// flexible-frame/color-6: a Color in frame(minWidth: 40, idealWidth: 80, maxWidth: 200)
var body: some View {
  Color.red.named("a")
    .frame(minWidth: 40, idealWidth: 80, maxWidth: 200)
}
