canvas(width: 300, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// flexible-frame/text-8: a text in frame(maxWidth: inf, maxHeight: inf)
var body: some View {
  Text("Lorem ipsum dolor sit").named("t")
    .frame(maxWidth: .infinity, maxHeight: .infinity)
}
