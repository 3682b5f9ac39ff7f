canvas(width: 300, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// flexible-frame/text-2: a text in frame(minWidth: 50, maxWidth: 150)
var body: some View {
  Text("Lorem ipsum dolor sit").named("t")
    .frame(minWidth: 50, maxWidth: 150)
}
