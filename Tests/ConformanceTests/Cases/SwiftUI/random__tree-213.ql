canvas(width: 375, height: 667, mode: .exact, scale: 1, semantics: .swiftUI)
// random/tree-213: random tree, seed 100213
struct MidAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}
extension VerticalAlignment {
  static let mid = VerticalAlignment(MidAlignmentID.self)
}
var body: some View {
  VStack(alignment: .center, spacing: 0) {
    Image(width: 120, height: 80).named("image1")
    HStack(spacing: 0) {
      HStack(alignment: .center) {
        Rectangle().named("color2")
          .padding(EdgeInsets(top: 1, leading: 8, bottom: 8, trailing: 1))
        Color.red.named("color3")
        Image(width: 120, height: 16).named("image4")
          .padding()
      }
      HStack(alignment: .mid, spacing: 10) {
        Text("I tempor ipsum do").named("text5")
          .frame(idealWidth: 50, maxHeight: .infinity)
        Image(width: 80, height: 10).named("image6")
          .alignmentGuide(.bottom) { d in d.height / 2 }
        HStack(alignment: .center, spacing: 4) {}
        Color.red.named("color7")
          .alignmentGuide(VerticalAlignment.center) { d in d.width }
      }
        .fixedSize()
    }
      .layoutPriority(1)
  }
}
