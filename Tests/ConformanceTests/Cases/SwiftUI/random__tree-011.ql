canvas(width: 375, height: 100, mode: .fit, scale: 2, semantics: .swiftUI)
// random/tree-011: random tree, seed 100011
var body: some View {
  HStack(alignment: .bottom, spacing: 4) {
    HStack(spacing: 10) {
      HStack(alignment: .top, spacing: 4) {
        Rectangle().named("color1")
          .alignmentGuide(.top) { d in -8 }
        Spacer(minLength: 4)
        HStack {
          Text("eiusmod amet eiusmod").named("text2")
          Text("supercalifragilistic et tempor").font(.system(size: 20)).lineLimit(1).named("text3")
            .frame(width: 20, height: 50, alignment: .leading)
        }
          .alignmentGuide(.top) { d in d.height / 2 }
      }
      Spacer(minLength: 0)
      Text("consectetur dolor adipiscing").named("text4")
      VStack(spacing: 4) {
        VStack(alignment: .center, spacing: 4) {}
        Text("dolor I et et").named("text5")
        Spacer()
        Rectangle().named("color6")
      }
        .frame(width: 60, height: 30, alignment: .bottomTrailing)
    }
    Spacer(minLength: 0)
    Color.red.named("color7")
      .layoutPriority(0.5)
    Text("ut et supercalifragilistic do").font(.system(size: 12)).named("text8")
  }
}
