canvas(width: 375, height: .infinity, mode: .fit, scale: 3, semantics: .swiftUI)
// random/tree-004: random tree, seed 100004
var body: some View {
  ZStack(alignment: .trailing) {
    Text("adipiscing sit I").font(.system(size: 12)).lineLimit(2).named("text1")
      .padding(.top)
      .alignmentGuide(.trailing) { d in d[.top] - 4 }
    Image(width: 40, height: 24).named("image2")
      .alignmentGuide(.trailing) { d in d[.top] - 4 }
  }
    .fixedSize()
}
