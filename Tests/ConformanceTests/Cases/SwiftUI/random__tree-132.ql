canvas(width: 320, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// random/tree-132: random tree, seed 100132
var body: some View {
  ZStack(alignment: .top) {
    HStack(alignment: .center) {
      HStack(alignment: .top, spacing: 4) {}
      ZStack(alignment: .bottomTrailing) {
        HStack(spacing: 4) {}
          .frame(width: 100, height: 16)
        VStack(alignment: .leading) {
          Text("do et adipiscing eiusmod do adipiscing").font(.system(size: 20)).lineLimit(2).named("text1")
            .frame(width: 20, height: 30)
            .frame(width: 100, height: 50, alignment: .topLeading)
          Text("do eiusmod eiusmod ipsum et adipiscing et I").named("text2")
            .frame(idealWidth: 50, alignment: .bottom)
          Text("dolor labore").lineLimit(2).named("text3")
            .frame(width: 20, height: 50, alignment: .bottomTrailing)
        }
      }
        .frame(width: 44, height: 16, alignment: .topLeading)
      HStack(alignment: .bottom, spacing: 10) {
        Text("lorem a amet dolor").font(.system(size: 14)).named("text4")
      }
        .alignmentGuide(.bottom) { d in 5 }
      ZStack(alignment: .bottomTrailing) {
        Color.red.named("color5")
        Color.red.named("color6")
          .alignmentGuide(.trailing) { d in 0 }
          .padding(.vertical, 6)
        Image(width: 16, height: 10).named("image7")
          .frame(width: 60, height: 50)
        HStack(alignment: .bottom, spacing: 4) {
          Text("sit supercalifragilistic ut").lineLimit(1).named("text8")
            .padding()
            .padding()
          Spacer(minLength: 4)
          Image(width: 40, height: 50).named("image9")
        }
      }
        .layoutPriority(2)
        .fixedSize(horizontal: false, vertical: true)
    }
      .frame(minWidth: 80, maxWidth: .infinity, idealHeight: 30)
    Color.red.named("color10")
    Rectangle().named("color11")
    HStack(alignment: .top) {
      Image(width: 24, height: 10).named("image12")
      Text("labore amet lorem sed I do elit supercalifragilistic").font(.system(size: 20)).named("text13")
      Text("et eiusmod eiusmod dolor").lineLimit(2).named("text14")
      ZStack(alignment: .topTrailing) {
        VStack {}
          .layoutPriority(1)
        VStack(alignment: .trailing, spacing: 10) {
          Text("ut ipsum dolor tempor et").font(.system(size: 12)).lineLimit(1).named("text15")
            .layoutPriority(1)
            .padding(.top)
          Text("elit sed I tempor labore elit dolor ipsum").lineLimit(1).named("text16")
          Image(width: 40, height: 24).named("image17")
            .layoutPriority(-1)
        }
          .fixedSize(horizontal: true, vertical: false)
      }
        .layoutPriority(1)
        .padding(.vertical, 6)
    }
    Image(width: 24, height: 24).named("image18")
      .alignmentGuide(HorizontalAlignment.center) { d in d.width }
      .padding(2)
  }
}
