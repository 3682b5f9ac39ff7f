canvas(width: 300, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// flexible-frame/color-2: a Color in frame(minWidth: 50, maxWidth: 150)
var body: some View {
  Color.red.named("a")
    .frame(minWidth: 50, maxWidth: 150)
}
