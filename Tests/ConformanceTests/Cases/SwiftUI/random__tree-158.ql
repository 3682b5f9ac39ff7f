canvas(width: 375, height: 200, mode: .exact, scale: 1, semantics: .swiftUI)
// random/tree-158: random tree, seed 100158
var body: some View {
  HStack(alignment: .top) {
    HStack(alignment: .bottom) {}
    HStack(alignment: .bottom, spacing: 0) {
      VStack(alignment: .center) {
        Color.red.named("color1")
        HStack(alignment: .center, spacing: 10) {}
          .frame(idealWidth: 120, maxHeight: 60, alignment: .leading)
        VStack(alignment: .leading) {
          Spacer(minLength: 4)
          Rectangle().named("color2")
          Text("amet sit adipiscing amet sit elit").named("text3")
            .padding(EdgeInsets(top: 8, leading: 0, bottom: 1, trailing: 0))
            .frame(idealHeight: 30, maxHeight: 30, alignment: .bottom)
          Image(width: 10, height: 80).named("image4")
            .alignmentGuide(HorizontalAlignment.center) { d in d[.top] - 4 }
        }
        Color.red.named("color5")
          .alignmentGuide(HorizontalAlignment.center) { d in d.height / 2 }
      }
        .frame(maxHeight: .infinity, alignment: .bottom)
        .frame(width: 50)
    }
  }
    .frame(idealWidth: 120, maxWidth: 120, maxHeight: 30)
    .alignmentGuide(VerticalAlignment.center) { d in d.width }
}
