canvas(width: 375, height: 300, mode: .fit, scale: 2, semantics: .swiftUI)
// random/tree-029: random tree, seed 100029
var body: some View {
  HStack(alignment: .top) {
    VStack(spacing: 0) {
      Image(width: 50, height: 40).named("image1")
        .layoutPriority(0.5)
      Color.red.named("color2")
        .alignmentGuide(.leading) { d in d[.top] - 4 }
      Spacer(minLength: 4)
      ZStack(alignment: .leading) {
        VStack {
          Image(width: 40, height: 50).named("image3")
            .alignmentGuide(HorizontalAlignment.center) { d in d.height / 2 }
            .fixedSize()
          Image(width: 80, height: 24).named("image4")
            .frame(idealWidth: 120, maxWidth: .infinity)
          Text("a adipiscing amet").named("text5")
          Rectangle().named("color6")
        }
      }
        .fixedSize(horizontal: false, vertical: true)
    }
    Image(width: 16, height: 50).named("image7")
      .layoutPriority(2)
    GeometryReader { proxy in
      VStack(spacing: 12.5) {
        ZStack(alignment: .trailing) {
          Color.red.named("color8")
            .frame(minHeight: 0, alignment: .leading)
          Image(width: 120, height: 80).named("image9")
        }
      }
        .frame(minHeight: 0)
    }
    Image(width: 80, height: 40).named("image10")
    HStack(alignment: .bottom) {
      GeometryReader { proxy in
        ZStack(alignment: .leading) {
          Image(width: 16, height: 10).named("image11")
        }
      }
      HStack(alignment: .center, spacing: 0) {}
        .alignmentGuide(.bottom) { d in d.height / 2 }
        .layoutPriority(-1)
    }
      .padding()
      .frame(minWidth: 30, idealWidth: 120)
  }
    .alignmentGuide(.bottom) { d in d[.leading] + 3 }
    .frame(minWidth: 30, maxWidth: 40)
}
