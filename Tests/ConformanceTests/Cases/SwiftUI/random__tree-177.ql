canvas(width: 414, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// random/tree-177: random tree, seed 100177
var body: some View {
  VStack(alignment: .center) {
    Image(width: 16, height: 24).named("image1")
    HStack(alignment: .top) {
      Image(width: 10, height: 40).named("image2")
        .padding(EdgeInsets(top: 0, leading: 1, bottom: 3, trailing: 3))
      VStack(alignment: .leading, spacing: 0) {
        Text("dolor tempor ut lorem amet et").font(.system(size: 14)).lineLimit(1).named("text3")
      }
        .alignmentGuide(.bottom) { d in d.width }
        .frame(width: 20, height: 16, alignment: .topLeading)
    }
  }
    .alignmentGuide(VerticalAlignment.center) { d in -8 }
    .padding(.vertical, 6)
}
