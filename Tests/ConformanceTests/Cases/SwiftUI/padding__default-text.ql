canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// padding/default-text: padding() around a text
var body: some View {
  Text("Padded").named("t")
    .padding()
}
