canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// alignment-guides/center-guide: alignmentGuide(VerticalAlignment.center) { d in d.height } in an HStack
var body: some View {
  HStack {
    Image(width: 40, height: 40).named("a")
    Image(width: 20, height: 20).named("b")
      .alignmentGuide(VerticalAlignment.center) { d in d.height }
  }
}
