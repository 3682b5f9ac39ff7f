canvas(width: 200, height: 100, mode: .fit, scale: 2, semantics: .swiftUI)
// random/tree-077: random tree, seed 100077
var body: some View {
  VStack(spacing: 0) {
    Spacer()
    HStack(alignment: .bottom, spacing: 10) {
      Color.red.named("color1")
      VStack(alignment: .trailing) {
        Text("tempor labore adipiscing labore lorem et").named("text2")
          .layoutPriority(0.5)
        Image(width: 40, height: 40).named("image3")
        ZStack(alignment: .top) {
          Text("do do eiusmod amet amet ut tempor").font(.system(size: 20)).lineLimit(1).named("text4")
          Text("I tempor tempor lorem sed").font(.system(size: 14)).lineLimit(2).named("text5")
            .fixedSize()
        }
          .frame(minHeight: 0, maxHeight: .infinity)
      }
        .frame(minWidth: 30, minHeight: 20, maxHeight: .infinity)
      Image(width: 24, height: 80).named("image6")
      Color.red.named("color7")
    }
      .fixedSize(horizontal: true, vertical: false)
    HStack(alignment: .top, spacing: 12.5) {
      Color.red.named("color8")
        .padding()
      Spacer()
      Image(width: 10, height: 24).named("image9")
      Text("consectetur").font(.system(size: 12)).named("text10")
    }
    Image(width: 120, height: 40).named("image11")
      .alignmentGuide(.leading) { d in -8 }
      .layoutPriority(-1)
  }
    .layoutPriority(-1)
}
