canvas(width: 320, height: .infinity, mode: .fit, scale: 2, semantics: .swiftUI)
// random/tree-143: random tree, seed 100143
struct MidAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}
extension VerticalAlignment {
  static let mid = VerticalAlignment(MidAlignmentID.self)
}
var body: some View {
  ZStack {
    VStack(alignment: .leading) {
      VStack(alignment: .leading) {}
      Spacer()
    }
      .layoutPriority(-1)
    HStack(alignment: .mid) {
      Spacer(minLength: 20)
      ZStack(alignment: .bottomLeading) {
        Text("consectetur").lineLimit(1).named("text1")
          .padding(4)
          .alignmentGuide(HorizontalAlignment.center) { d in -8 }
      }
      HStack(alignment: .center) {
        Image(width: 40, height: 24).named("image2")
        ZStack(alignment: .bottomLeading) {
          Text("sed eiusmod labore elit labore lorem dolor").font(.system(size: 12)).named("text3")
          Text("et a et dolor labore I").font(.system(size: 14)).named("text4")
            .padding(2)
            .layoutPriority(-1)
        }
          .fixedSize(horizontal: true, vertical: false)
        HStack(alignment: .bottom, spacing: 10) {
          Color.red.named("color5")
            .frame(minHeight: 0, maxHeight: 30, alignment: .leading)
            .layoutPriority(1)
          Text("do tempor consectetur lorem ut ut").font(.system(size: 12)).lineLimit(2).named("text6")
            .layoutPriority(1)
            .padding()
          Rectangle().named("color7")
            .layoutPriority(1)
            .layoutPriority(-1)
        }
          .frame(width: 60, height: 16)
          .frame(width: 20, alignment: .topLeading)
        HStack(alignment: .mid) {
          Text("supercalifragilistic dolor supercalifragilistic sit").font(.system(size: 14)).named("text8")
          Image(width: 24, height: 80).named("image9")
        }
          .padding()
      }
        .alignmentGuide(.bottom) { d in d.width }
      Spacer()
    }
    Text("do a et dolor a ipsum labore adipiscing").named("text10")
      .fixedSize()
    Text("ut amet elit eiusmod sit supercalifragilistic amet eiusmod").lineLimit(2).named("text11")
    HStack {
      Spacer()
      Image(width: 24, height: 16).named("image12")
        .frame(minWidth: 80, minHeight: 20, maxHeight: .infinity, alignment: .leading)
        .frame(width: 100, height: 30, alignment: .leading)
      Text("amet consectetur tempor").font(.system(size: 12)).named("text13")
        .padding(4)
    }
  }
}
