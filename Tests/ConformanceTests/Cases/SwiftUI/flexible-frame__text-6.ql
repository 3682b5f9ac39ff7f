canvas(width: 300, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// flexible-frame/text-6: a text in frame(minWidth: 40, idealWidth: 80, maxWidth: 200)
var body: some View {
  Text("Lorem ipsum dolor sit").named("t")
    .frame(minWidth: 40, idealWidth: 80, maxWidth: 200)
}
