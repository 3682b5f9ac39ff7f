canvas(width: 414, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// random/tree-016: random tree, seed 100016
var body: some View {
  ZStack(alignment: .top) {
    Image(width: 24, height: 40).named("image1")
      .padding(10.5)
    GeometryReader { proxy in
      Image(width: 10, height: 50).named("image2")
    }
    HStack(alignment: .top, spacing: 10) {
      Image(width: 10, height: 24).named("image3")
        .frame(minHeight: 20)
      HStack(alignment: .bottom) {
        Spacer(minLength: 20)
        VStack(alignment: .center) {
          Text("consectetur et amet amet").font(.system(size: 14)).named("text4")
            .frame(width: 44, height: 16)
            .alignmentGuide(.trailing) { d in 5 }
          Text("a supercalifragilistic labore").font(.system(size: 12)).named("text5")
          Image(width: 80, height: 50).named("image6")
          Rectangle().named("color7")
        }
      }
      Spacer(minLength: 20)
      Text("consectetur elit ut").font(.system(size: 12)).lineLimit(2).named("text8")
        .alignmentGuide(.bottom) { d in d[.leading] + 3 }
        .fixedSize()
    }
      .frame(height: 16, alignment: .leading)
      .frame(idealWidth: 120, minHeight: 0, maxHeight: .infinity)
    HStack(alignment: .top) {
      VStack(alignment: .center, spacing: 10) {
        Text("tempor").lineLimit(1).named("text9")
          .layoutPriority(1)
      }
        .layoutPriority(-1)
        .padding(10.5)
    }
  }
}
