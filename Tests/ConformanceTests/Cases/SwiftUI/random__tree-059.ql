canvas(width: 414, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// random/tree-059: random tree, seed 100059
struct MidAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}
extension VerticalAlignment {
  static let mid = VerticalAlignment(MidAlignmentID.self)
}
var body: some View {
  HStack(alignment: .center) {
    Spacer(minLength: 4)
    VStack(alignment: .leading) {
      Text("lorem a et elit do lorem").font(.system(size: 12)).lineLimit(2).named("text1")
        .layoutPriority(1)
      GeometryReader { proxy in
        VStack(alignment: .leading) {
          Text("supercalifragilistic a a sit sit et").named("text2")
          Spacer(minLength: 4)
          Color.red.named("color3")
          Text("et lorem do").font(.system(size: 20)).lineLimit(1).named("text4")
        }
          .fixedSize(horizontal: false, vertical: true)
      }
    }
      .fixedSize(horizontal: false, vertical: true)
      .alignmentGuide(VerticalAlignment.center) { d in 12.5 }
  }
}
