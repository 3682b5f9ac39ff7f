canvas(width: 200, height: 100, mode: .fit, scale: 2, semantics: .swiftUI)
// random/tree-080: random tree, seed 100080
struct MidAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}
extension VerticalAlignment {
  static let mid = VerticalAlignment(MidAlignmentID.self)
}
var body: some View {
  ZStack(alignment: .bottomTrailing) {
    Color.red.named("color1")
    HStack(alignment: .mid) {}
      .alignmentGuide(.top) { d in d[.top] - 4 }
    VStack(alignment: .leading, spacing: 0) {
      ZStack(alignment: .bottomTrailing) {
        VStack(alignment: .leading) {
          Text("I adipiscing sed dolor et sed").named("text2")
        }
          .padding(EdgeInsets(top: 8, leading: 0, bottom: 3, trailing: 1))
          .layoutPriority(1)
      }
      Spacer()
      Text("tempor do labore dolor lorem adipiscing elit dolor").font(.system(size: 20)).named("text3")
    }
  }
    .layoutPriority(0.5)
}
