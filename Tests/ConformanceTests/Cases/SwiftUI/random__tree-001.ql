canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// random/tree-001: random tree, seed 100001
var body: some View {
  HStack(spacing: 10) {
    VStack(spacing: 12.5) {
      VStack(alignment: .trailing) {
        HStack(alignment: .bottom, spacing: 12.5) {}
        ZStack(alignment: .topTrailing) {
          Image(width: 16, height: 10).named("image1")
        }
        Text("eiusmod supercalifragilistic").named("text2")
          .frame(width: 44, height: 30, alignment: .topLeading)
        VStack(alignment: .leading) {
          Spacer(minLength: 0)
          Text("dolor eiusmod").named("text3")
            .padding(8)
            .layoutPriority(1)
          Image(width: 24, height: 40).named("image4")
          Color.red.named("color5")
        }
      }
        .padding(8)
      Text("do").font(.system(size: 14)).lineLimit(1).named("text6")
        .fixedSize(horizontal: true, vertical: false)
    }
      .layoutPriority(1)
      .frame(width: 60, height: 30, alignment: .bottomTrailing)
    Image(width: 120, height: 80).named("image7")
      .padding(8)
    VStack(alignment: .center, spacing: 0) {
      Spacer(minLength: 20)
      Text("et eiusmod labore et ut labore").font(.system(size: 12)).named("text8")
      Spacer(minLength: 0)
    }
    Spacer()
    Image(width: 10, height: 40).named("image9")
  }
}
