canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// padding/edges: padding([.leading, .bottom], 12)
var body: some View {
  Image(width: 40, height: 40).named("a")
    .padding([.leading, .bottom], 12)
}
