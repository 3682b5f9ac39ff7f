canvas(width: 200, height: 400, mode: .exact, scale: 3, semantics: .swiftUI)
// random/tree-192: random tree, seed 100192
struct MidAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}
extension VerticalAlignment {
  static let mid = VerticalAlignment(MidAlignmentID.self)
}
var body: some View {
  HStack(alignment: .top) {
    GeometryReader { proxy in
      HStack(alignment: .top, spacing: 12.5) {}
        .padding()
    }
      .fixedSize()
      .alignmentGuide(.bottom) { d in d[.leading] + 3 }
    GeometryReader { proxy in
      Image(width: 16, height: 24).named("image1")
        .frame(maxWidth: 40, idealHeight: 30, maxHeight: 60, alignment: .bottom)
    }
      .padding()
    HStack(alignment: .mid, spacing: 12.5) {
      Spacer(minLength: 4)
    }
      .padding(.horizontal)
    Text("et consectetur supercalifragilistic ipsum").font(.system(size: 20)).lineLimit(2).named("text2")
      .padding([.leading, .bottom], 6)
      .alignmentGuide(.top) { d in 12.5 }
  }
}
