canvas(width: 375, height: .infinity, mode: .fit, scale: 2, semantics: .swiftUI)
// padding/fit: fit mode: padded text
var body: some View {
  Text("Fit me").named("t")
    .padding(6)
}
