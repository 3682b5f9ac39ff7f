canvas(width: 375, height: 100, mode: .fit, scale: 2, semantics: .swiftUI)
// random/tree-148: random tree, seed 100148
var body: some View {
  VStack {
    HStack(spacing: 12.5) {
      VStack(alignment: .trailing, spacing: 12.5) {}
        .alignmentGuide(.bottom) { d in 0 }
        .layoutPriority(1)
    }
      .frame(width: 20, height: 16, alignment: .bottomTrailing)
      .layoutPriority(2)
    Spacer()
    Spacer()
    HStack(spacing: 10) {
      HStack(spacing: 0) {
        Color.red.named("color1")
          .alignmentGuide(.bottom) { d in 12.5 }
        HStack(spacing: 10) {
          Spacer(minLength: 4)
          Image(width: 120, height: 50).named("image2")
        }
          .padding()
        HStack(alignment: .bottom, spacing: 0) {
          Image(width: 50, height: 40).named("image3")
            .layoutPriority(0.5)
            .alignmentGuide(.top) { d in -8 }
        }
      }
      Image(width: 10, height: 80).named("image4")
        .frame(width: 60, height: 30)
    }
    HStack(alignment: .bottom, spacing: 4) {
      Image(width: 80, height: 16).named("image5")
      Image(width: 10, height: 24).named("image6")
      Text("tempor eiusmod consectetur ipsum sit elit tempor").font(.system(size: 14)).lineLimit(2).named("text7")
        .layoutPriority(1)
        .alignmentGuide(.bottom) { d in 5 }
      ZStack(alignment: .center) {}
        .frame(width: 60, height: 50, alignment: .leading)
    }
      .alignmentGuide(HorizontalAlignment.center) { d in 12.5 }
  }
    .frame(width: 50)
}
