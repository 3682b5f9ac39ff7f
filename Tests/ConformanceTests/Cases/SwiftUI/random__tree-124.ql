canvas(width: 320, height: .infinity, mode: .fit, scale: 3, semantics: .swiftUI)
// random/tree-124: random tree, seed 100124
var body: some View {
  VStack {
    ZStack(alignment: .bottomTrailing) {
      Color.red.named("color1")
        .frame(maxHeight: 60, alignment: .bottom)
        .layoutPriority(0.5)
      HStack {
        Text("supercalifragilistic").font(.system(size: 12)).named("text2")
          .padding(10.5)
        Spacer()
        GeometryReader { proxy in
          Text("eiusmod sed eiusmod labore adipiscing dolor do").font(.system(size: 12)).named("text3")
        }
        Spacer()
      }
      Image(width: 16, height: 80).named("image4")
        .alignmentGuide(VerticalAlignment.center) { d in d[.top] - 4 }
    }
      .frame(width: 20, height: 30)
    Text("eiusmod et do elit").font(.system(size: 12)).named("text5")
      .frame(width: 20, alignment: .leading)
      .frame(width: 60, height: 30, alignment: .bottomTrailing)
  }
}
