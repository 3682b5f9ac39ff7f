canvas(width: 200, height: 667, mode: .exact, scale: 3, semantics: .swiftUI)
// random/tree-140: random tree, seed 100140
var body: some View {
  ZStack(alignment: .bottom) {
    Image(width: 80, height: 10).named("image1")
    VStack(spacing: 0) {
      HStack(alignment: .center, spacing: 4) {
        ZStack(alignment: .center) {
          Image(width: 10, height: 16).named("image2")
            .padding([.leading, .bottom])
          Image(width: 16, height: 80).named("image3")
            .padding(8)
        }
          .frame(maxWidth: 100, minHeight: 0, alignment: .leading)
        VStack(spacing: 0) {}
        Color.red.named("color4")
      }
        .fixedSize(horizontal: false, vertical: true)
      Spacer(minLength: 20)
    }
      .frame(minWidth: 30)
      .alignmentGuide(.trailing) { d in d[.leading] + 3 }
  }
    .frame(minHeight: 20, idealHeight: 30, alignment: .bottom)
}
