canvas(width: 300, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// flexible-frame/text-5: a text in frame(idealWidth: 80)
var body: some View {
  Text("Lorem ipsum dolor sit").named("t")
    .frame(idealWidth: 80)
}
