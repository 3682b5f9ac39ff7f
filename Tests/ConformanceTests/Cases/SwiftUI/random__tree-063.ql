canvas(width: 200, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// random/tree-063: random tree, seed 100063
var body: some View {
  VStack(alignment: .leading) {
    HStack(alignment: .top, spacing: 4) {
      HStack {
        Text("adipiscing lorem consectetur do eiusmod et consectetur consectetur").font(.system(size: 12)).named("text1")
          .fixedSize()
      }
        .frame(width: 60, height: 30, alignment: .topLeading)
        .alignmentGuide(.bottom) { d in 5 }
      Spacer(minLength: 0)
    }
    Spacer(minLength: 20)
    VStack(alignment: .center, spacing: 12.5) {
      Text("consectetur labore").font(.system(size: 12)).lineLimit(2).named("text2")
      Image(width: 24, height: 16).named("image3")
    }
      .fixedSize(horizontal: false, vertical: true)
    Spacer(minLength: 0)
    Color.red.named("color4")
  }
    .layoutPriority(1)
}
