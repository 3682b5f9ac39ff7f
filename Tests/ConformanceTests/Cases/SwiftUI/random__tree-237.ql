canvas(width: 320, height: 400, mode: .exact, scale: 2, semantics: .swiftUI)
// random/tree-237: random tree, seed 100237
var body: some View {
  ZStack(alignment: .topTrailing) {
    Text("eiusmod a elit amet").font(.system(size: 20)).lineLimit(2).named("text1")
    Text("ut et tempor eiusmod").font(.system(size: 20)).lineLimit(2).named("text2")
      .alignmentGuide(HorizontalAlignment.center) { d in d[.top] - 4 }
      .frame(minWidth: 80, maxWidth: 200, minHeight: 0, idealHeight: 30, alignment: .bottom)
    Image(width: 40, height: 16).named("image3")
      .frame(width: 50, alignment: .leading)
      .fixedSize()
    VStack(spacing: 12.5) {}
  }
}
