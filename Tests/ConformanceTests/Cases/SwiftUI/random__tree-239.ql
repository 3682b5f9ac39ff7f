canvas(width: 375, height: 667, mode: .exact, scale: 1, semantics: .swiftUI)
// random/tree-239: random tree, seed 100239
var body: some View {
  VStack(alignment: .leading, spacing: 4) {
    Text("eiusmod").named("text1")
    HStack(alignment: .center, spacing: 12.5) {
      Image(width: 40, height: 24).named("image2")
        .frame(width: 100, height: 30, alignment: .topLeading)
        .padding(EdgeInsets(top: 8, leading: 8, bottom: 3, trailing: 8))
      VStack(alignment: .leading) {
        Text("sit sit tempor et adipiscing eiusmod elit").font(.system(size: 14)).named("text3")
      }
      HStack(alignment: .top, spacing: 10) {
        Text("tempor labore do amet adipiscing").font(.system(size: 14)).lineLimit(2).named("text4")
          .alignmentGuide(.bottom) { d in 0 }
        VStack(spacing: 12.5) {}
          .alignmentGuide(.top) { d in 5 }
      }
      VStack(alignment: .center) {}
    }
    HStack(alignment: .top) {
      Text("et eiusmod ipsum").named("text5")
        .padding()
        .fixedSize(horizontal: false, vertical: true)
      Spacer()
      ZStack(alignment: .leading) {
        Image(width: 40, height: 50).named("image6")
          .layoutPriority(1)
        Text("labore").font(.system(size: 14)).named("text7")
          .frame(idealHeight: 30)
      }
      VStack(alignment: .center, spacing: 4) {
        Image(width: 120, height: 80).named("image8")
          .frame(width: 60, alignment: .bottomTrailing)
          .layoutPriority(-1)
      }
    }
      .frame(width: 20, height: 50, alignment: .leading)
    Text("eiusmod do amet dolor tempor").font(.system(size: 14)).lineLimit(2).named("text9")
    Image(width: 50, height: 50).named("image10")
  }
    .frame(width: 60, height: 30)
    .frame(width: 100, alignment: .bottomTrailing)
}
