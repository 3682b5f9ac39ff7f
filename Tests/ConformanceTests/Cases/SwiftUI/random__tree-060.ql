canvas(width: 320, height: .infinity, mode: .fit, scale: 3, semantics: .swiftUI)
// random/tree-060: random tree, seed 100060
var body: some View {
  HStack {
    VStack(alignment: .center) {}
      .layoutPriority(2)
      .alignmentGuide(.bottom) { d in 5 }
    Text("supercalifragilistic").font(.system(size: 20)).lineLimit(2).named("text1")
      .padding()
    HStack(alignment: .top, spacing: 12.5) {
      HStack(alignment: .center, spacing: 4) {
        Text("amet sit tempor").named("text2")
      }
        .frame(minWidth: 30, alignment: .leading)
        .frame(idealWidth: 50, maxWidth: 100, idealHeight: 30, alignment: .bottom)
      Spacer()
      Text("ipsum et").font(.system(size: 12)).named("text3")
      VStack(alignment: .leading, spacing: 12.5) {
        HStack(alignment: .bottom, spacing: 12.5) {
          Spacer()
          Text("a et supercalifragilistic sed a adipiscing eiusmod I").font(.system(size: 12)).named("text4")
          Image(width: 10, height: 40).named("image5")
            .alignmentGuide(.top) { d in d.width }
          Spacer(minLength: 0)
        }
          .alignmentGuide(.leading) { d in 0 }
        Image(width: 80, height: 50).named("image6")
          .layoutPriority(1)
        HStack(alignment: .center, spacing: 4) {
          Spacer(minLength: 4)
          Color.red.named("color7")
            .alignmentGuide(.top) { d in 5 }
          Text("consectetur consectetur amet adipiscing supercalifragilistic consectetur ipsum sit").named("text8")
            .fixedSize(horizontal: false, vertical: true)
          Color.red.named("color9")
        }
          .frame(width: 60, height: 50, alignment: .bottomTrailing)
        Image(width: 40, height: 16).named("image10")
      }
    }
      .frame(maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
      .layoutPriority(1)
    Color.red.named("color11")
    VStack(alignment: .center, spacing: 12.5) {
      HStack(alignment: .top, spacing: 12.5) {
        Color.red.named("color12")
        HStack(spacing: 0) {}
      }
    }
      .fixedSize(horizontal: true, vertical: false)
  }
    .frame(width: 44, height: 30, alignment: .leading)
    .frame(minHeight: 0)
}
