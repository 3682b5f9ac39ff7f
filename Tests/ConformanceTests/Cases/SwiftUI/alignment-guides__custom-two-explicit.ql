canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// alignment-guides/custom-two-explicit: two explicit custom guides in one VStack are averaged
struct MidAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}
extension VerticalAlignment {
  static let mid = VerticalAlignment(MidAlignmentID.self)
}
var body: some View {
  HStack(alignment: .mid) {
    Image(width: 30, height: 60).named("a")
    VStack {
      Image(width: 30, height: 30).named("b")
        .alignmentGuide(.mid) { d in 0 }
      Image(width: 30, height: 30).named("c")
        .alignmentGuide(.mid) { d in d.height }
    }
  }
}
