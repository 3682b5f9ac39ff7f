canvas(width: 414, height: 667, mode: .exact, scale: 1, semantics: .swiftUI)
// random/tree-145: random tree, seed 100145
var body: some View {
  ZStack {
    ZStack(alignment: .bottom) {
      VStack(alignment: .center, spacing: 12.5) {}
        .frame(height: 16)
      ZStack(alignment: .center) {
        Rectangle().named("color1")
        Color.red.named("color2")
          .fixedSize()
      }
      Rectangle().named("color3")
    }
    HStack(alignment: .top, spacing: 0) {}
  }
    .padding(.top)
}
