canvas(width: 320, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// random/tree-020: random tree, seed 100020
var body: some View {
  HStack(spacing: 4) {
    Text("eiusmod dolor ipsum tempor").font(.system(size: 14)).named("text1")
      .layoutPriority(2)
      .layoutPriority(1)
    VStack(spacing: 0) {
      Color.red.named("color2")
        .layoutPriority(-1)
      HStack(alignment: .top) {
        HStack(alignment: .top, spacing: 4) {
          Text("sit dolor eiusmod do et adipiscing do").font(.system(size: 20)).named("text3")
          Image(width: 120, height: 50).named("image4")
            .padding(8)
            .alignmentGuide(VerticalAlignment.center) { d in d[.leading] + 3 }
          Text("dolor dolor sed").named("text5")
        }
      }
      Text("I et").lineLimit(2).named("text6")
        .layoutPriority(2)
        .frame(minHeight: 20, maxHeight: .infinity, alignment: .bottom)
    }
      .frame(width: 20, height: 30)
    VStack(alignment: .trailing, spacing: 12.5) {
      HStack(alignment: .bottom, spacing: 12.5) {
        Image(width: 10, height: 50).named("image7")
          .alignmentGuide(.bottom) { d in d[.leading] + 3 }
        VStack(alignment: .leading) {
          Image(width: 40, height: 80).named("image8")
        }
        Text("ut eiusmod et et dolor").font(.system(size: 12)).named("text9")
          .frame(width: 20, height: 30, alignment: .leading)
        Image(width: 50, height: 80).named("image10")
          .alignmentGuide(VerticalAlignment.center) { d in d.width }
      }
        .frame(minWidth: 0, idealHeight: 30)
    }
      .padding(.horizontal)
    Spacer(minLength: 20)
  }
    .fixedSize()
}
