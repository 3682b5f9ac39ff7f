canvas(width: 300, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// flexible-frame/color-8: a Color in frame(maxWidth: inf, maxHeight: inf)
var body: some View {
  Color.red.named("a")
    .frame(maxWidth: .infinity, maxHeight: .infinity)
}
