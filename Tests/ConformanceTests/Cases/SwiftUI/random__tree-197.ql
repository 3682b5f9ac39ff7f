canvas(width: 375, height: 200, mode: .exact, scale: 1, semantics: .swiftUI)
// random/tree-197: random tree, seed 100197
var body: some View {
  VStack(alignment: .center) {
    Spacer()
    ZStack(alignment: .topLeading) {
      Image(width: 40, height: 50).named("image1")
        .layoutPriority(2)
    }
      .frame(width: 100, height: 30)
      .frame(width: 44, height: 50, alignment: .bottomTrailing)
    HStack(alignment: .top, spacing: 10) {
      GeometryReader { proxy in
        Text("a supercalifragilistic ut eiusmod adipiscing").lineLimit(2).named("text2")
      }
        .frame(minHeight: 0, maxHeight: .infinity)
      Image(width: 120, height: 50).named("image3")
      Text("eiusmod ipsum dolor").named("text4")
    }
    ZStack(alignment: .topTrailing) {
      HStack(alignment: .bottom, spacing: 4) {}
        .alignmentGuide(HorizontalAlignment.center) { d in 0 }
      Color.red.named("color5")
      HStack(alignment: .bottom, spacing: 4) {
        VStack(alignment: .center) {
          Color.red.named("color6")
            .padding()
            .layoutPriority(0.5)
          Color.red.named("color7")
            .layoutPriority(2)
        }
        Color.red.named("color8")
          .fixedSize(horizontal: false, vertical: true)
      }
      Image(width: 40, height: 24).named("image9")
        .layoutPriority(0.5)
        .frame(maxWidth: .infinity, alignment: .bottom)
    }
      .padding(.horizontal, 6)
      .alignmentGuide(.trailing) { d in 5 }
    Image(width: 80, height: 80).named("image10")
      .frame(width: 100, height: 50, alignment: .topLeading)
  }
    .frame(width: 20, height: 16, alignment: .leading)
}
