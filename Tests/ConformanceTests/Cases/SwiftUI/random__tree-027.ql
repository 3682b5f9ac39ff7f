canvas(width: 200, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// random/tree-027: random tree, seed 100027
var body: some View {
  VStack(alignment: .trailing, spacing: 0) {
    VStack(alignment: .trailing, spacing: 10) {
      Text("supercalifragilistic sed sit amet").named("text1")
        .layoutPriority(2)
        .layoutPriority(1)
      Text("ipsum et adipiscing").named("text2")
      Text("do labore adipiscing consectetur").font(.system(size: 12)).lineLimit(1).named("text3")
      GeometryReader { proxy in
        Text("ut eiusmod labore amet consectetur ut ut").font(.system(size: 20)).named("text4")
          .fixedSize(horizontal: false, vertical: true)
      }
        .padding(8)
    }
    VStack {
      Spacer(minLength: 20)
      Spacer()
      HStack(alignment: .bottom, spacing: 4) {
        Image(width: 24, height: 10).named("image5")
          .frame(height: 30, alignment: .topLeading)
      }
        .frame(height: 50, alignment: .topLeading)
    }
  }
    .fixedSize(horizontal: true, vertical: false)
}
