canvas(width: 300, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// flexible-frame/text-7: a text in frame(minHeight: 30, maxHeight: 60)
var body: some View {
  Text("Lorem ipsum dolor sit").named("t")
    .frame(minHeight: 30, maxHeight: 60)
}
