canvas(width: 200, height: 667, mode: .exact, scale: 1, semantics: .swiftUI)
// random/tree-108: random tree, seed 100108
struct MidAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}
extension VerticalAlignment {
  static let mid = VerticalAlignment(MidAlignmentID.self)
}
var body: some View {
  VStack(alignment: .center) {
    Rectangle().named("color1")
    HStack(alignment: .bottom, spacing: 0) {
      HStack(alignment: .center, spacing: 0) {
        Color.red.named("color2")
        VStack(alignment: .center, spacing: 10) {}
        Text("sed lorem").lineLimit(1).named("text3")
          .padding(EdgeInsets(top: 3, leading: 0, bottom: 0, trailing: 1))
        VStack(alignment: .trailing, spacing: 4) {
          Spacer(minLength: 0)
          Text("adipiscing adipiscing eiusmod sed et sed").font(.system(size: 12)).lineLimit(2).named("text4")
            .frame(minHeight: 0, idealHeight: 30, alignment: .bottom)
            .frame(minWidth: 80, idealWidth: 120, maxHeight: 60, alignment: .bottom)
          Text("lorem amet I").font(.system(size: 14)).lineLimit(2).named("text5")
            .fixedSize()
            .frame(height: 30, alignment: .bottomTrailing)
        }
          .padding(.top)
      }
        .frame(maxWidth: .infinity)
    }
  }
}
