canvas(width: 200, height: 200, mode: .exact, scale: 3, semantics: .swiftUI)
// random/tree-101: random tree, seed 100101
struct MidAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}
extension VerticalAlignment {
  static let mid = VerticalAlignment(MidAlignmentID.self)
}
var body: some View {
  VStack(spacing: 4) {
    VStack(alignment: .trailing, spacing: 0) {
      Image(width: 80, height: 10).named("image1")
        .frame(width: 60, height: 30, alignment: .bottomTrailing)
        .alignmentGuide(.leading) { d in d.height / 2 }
      VStack(alignment: .leading) {
        HStack(alignment: .mid, spacing: 12.5) {
          Image(width: 50, height: 16).named("image2")
            .frame(width: 20, height: 50, alignment: .topLeading)
          Color.red.named("color3")
            .alignmentGuide(.mid) { d in d[.top] - 4 }
          Color.red.named("color4")
            .frame(idealWidth: 120, maxWidth: 120, idealHeight: 30, alignment: .bottom)
        }
        HStack(alignment: .bottom, spacing: 12.5) {}
          .frame(width: 100, height: 16)
      }
      Rectangle().named("color5")
      Color.red.named("color6")
        .alignmentGuide(.leading) { d in d[.top] - 4 }
    }
    Spacer()
    VStack(alignment: .trailing) {}
    VStack(alignment: .leading) {
      Image(width: 50, height: 10).named("image7")
        .alignmentGuide(.leading) { d in -8 }
      HStack(spacing: 0) {
        Image(width: 120, height: 24).named("image8")
          .alignmentGuide(.top) { d in -8 }
          .frame(idealWidth: 120, maxWidth: 200, minHeight: 20, idealHeight: 30, maxHeight: 60, alignment: .bottom)
      }
    }
    VStack(alignment: .center, spacing: 10) {
      Color.red.named("color9")
      Text("ut I sit amet adipiscing tempor I").named("text10")
      Spacer(minLength: 20)
    }
  }
}
