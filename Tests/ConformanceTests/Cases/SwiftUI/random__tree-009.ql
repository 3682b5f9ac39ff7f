canvas(width: 320, height: .infinity, mode: .fit, scale: 2, semantics: .swiftUI)
// random/tree-009: random tree, seed 100009
var body: some View {
  ZStack(alignment: .top) {
    Text("et tempor elit dolor sed").font(.system(size: 14)).lineLimit(1).named("text1")
      .fixedSize(horizontal: true, vertical: false)
    Image(width: 40, height: 40).named("image2")
      .frame(height: 16)
      .alignmentGuide(.top) { d in d.height / 2 }
    HStack(alignment: .bottom) {
      Spacer()
      Image(width: 120, height: 10).named("image3")
        .fixedSize()
    }
      .fixedSize()
      .alignmentGuide(.top) { d in 12.5 }
  }
    .layoutPriority(0.5)
}
