canvas(width: 375, height: 400, mode: .exact, scale: 3, semantics: .swiftUI)
// random/tree-053: random tree, seed 100053
var body: some View {
  ZStack(alignment: .bottomLeading) {
    Text("eiusmod ut ipsum").named("text1")
    Rectangle().named("color2")
      .layoutPriority(1)
      .frame(width: 20, height: 16, alignment: .topLeading)
    Color.red.named("color3")
    HStack(alignment: .center, spacing: 4) {
      Spacer()
      VStack(alignment: .trailing) {
        HStack(alignment: .center) {}
          .frame(width: 100, height: 30, alignment: .leading)
        Text("et eiusmod lorem eiusmod").font(.system(size: 12)).named("text4")
        GeometryReader { proxy in
          Text("elit sit elit labore tempor adipiscing tempor").font(.system(size: 12)).lineLimit(1).named("text5")
        }
        Text("ut do a").named("text6")
      }
        .frame(width: 100, height: 30)
        .alignmentGuide(VerticalAlignment.center) { d in 12.5 }
      Text("a").font(.system(size: 14)).named("text7")
        .padding(8)
    }
      .padding(.horizontal)
  }
    .frame(maxWidth: 200, maxHeight: .infinity)
}
