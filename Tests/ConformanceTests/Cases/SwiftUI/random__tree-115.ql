canvas(width: 414, height: 200, mode: .exact, scale: 3, semantics: .swiftUI)
// random/tree-115: random tree, seed 100115
struct MidAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}
extension VerticalAlignment {
  static let mid = VerticalAlignment(MidAlignmentID.self)
}
var body: some View {
  ZStack(alignment: .bottom) {
    VStack(alignment: .leading, spacing: 0) {}
      .layoutPriority(1)
    Color.red.named("color1")
    Color.red.named("color2")
    ZStack(alignment: .topTrailing) {
      Image(width: 80, height: 80).named("image3")
        .alignmentGuide(.trailing) { d in 5 }
        .padding(.horizontal, 6)
      HStack(spacing: 4) {
        Text("consectetur adipiscing supercalifragilistic supercalifragilistic labore tempor elit").font(.system(size: 20)).named("text4")
      }
        .padding(.top, 6)
      Image(width: 40, height: 40).named("image5")
    }
      .alignmentGuide(VerticalAlignment.center) { d in d[.top] - 4 }
    VStack(alignment: .leading) {
      Spacer()
      HStack(alignment: .bottom, spacing: 12.5) {
        Image(width: 120, height: 50).named("image6")
        Color.red.named("color7")
        Image(width: 10, height: 16).named("image8")
        Image(width: 50, height: 24).named("image9")
      }
      Text("consectetur tempor consectetur adipiscing consectetur").font(.system(size: 12)).named("text10")
      Spacer()
    }
  }
}
