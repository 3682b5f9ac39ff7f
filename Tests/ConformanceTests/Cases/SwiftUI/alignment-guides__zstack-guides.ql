canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// alignment-guides/zstack-guides: alignment guides in a ZStack(alignment: .topLeading)
var body: some View {
  ZStack(alignment: .topLeading) {
    Image(width: 60, height: 60).named("a")
    Image(width: 20, height: 20).named("b")
      .alignmentGuide(.leading) { d in -10 }
      .alignmentGuide(.top) { d in d.height / 2 }
  }
}
