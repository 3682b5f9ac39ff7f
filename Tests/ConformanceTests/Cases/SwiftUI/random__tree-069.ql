canvas(width: 320, height: 200, mode: .exact, scale: 3, semantics: .swiftUI)
// random/tree-069: random tree, seed 100069
var body: some View {
  VStack(alignment: .trailing, spacing: 4) {
    Spacer()
    Spacer(minLength: 20)
    Color.red.named("color1")
      .fixedSize()
      .frame(maxWidth: .infinity, alignment: .leading)
    VStack(alignment: .center) {
      VStack(alignment: .center, spacing: 12.5) {
        Text("elit").named("text2")
        Color.red.named("color3")
      }
      Image(width: 40, height: 16).named("image4")
      Text("eiusmod adipiscing ipsum").font(.system(size: 12)).named("text5")
        .alignmentGuide(HorizontalAlignment.center) { d in -8 }
      Spacer()
    }
    Text("sit I labore").named("text6")
  }
    .layoutPriority(0.5)
    .padding(4)
}
