canvas(width: 320, height: 200, mode: .exact, scale: 1, semantics: .swiftUI)
// random/tree-096: random tree, seed 100096
var body: some View {
  HStack(alignment: .center, spacing: 10) {
    HStack(alignment: .bottom) {
      Color.red.named("color1")
        .frame(minWidth: 80, maxWidth: .infinity, maxHeight: 30)
        .padding()
      HStack(alignment: .center) {
        Text("dolor sed amet").named("text2")
        HStack(alignment: .center, spacing: 0) {
          Spacer(minLength: 0)
        }
          .padding()
        Image(width: 16, height: 40).named("image3")
      }
        .padding(4)
      Text("tempor labore elit sit").font(.system(size: 12)).named("text4")
        .frame(width: 100, height: 50)
        .fixedSize()
      Spacer(minLength: 0)
    }
    VStack(alignment: .leading) {
      HStack(alignment: .top, spacing: 12.5) {
        Color.red.named("color5")
          .layoutPriority(1)
        Text("elit sit a").named("text6")
          .alignmentGuide(.bottom) { d in d.height / 2 }
          .fixedSize()
        Image(width: 80, height: 80).named("image7")
      }
      HStack {
        HStack(alignment: .center, spacing: 4) {}
      }
        .alignmentGuide(HorizontalAlignment.center) { d in 12.5 }
        .frame(width: 20, alignment: .leading)
      HStack(alignment: .bottom) {
        Image(width: 50, height: 80).named("image8")
          .frame(minWidth: 0, maxWidth: 200, minHeight: 20, maxHeight: 30, alignment: .bottom)
        HStack(alignment: .center) {}
          .frame(idealWidth: 120, maxWidth: 200, maxHeight: 60, alignment: .bottom)
          .alignmentGuide(VerticalAlignment.center) { d in d.width }
        Rectangle().named("color9")
          .frame(maxWidth: 40, minHeight: 0, idealHeight: 30, alignment: .bottom)
      }
        .frame(maxWidth: .infinity, alignment: .bottom)
      HStack(alignment: .center, spacing: 12.5) {
        Image(width: 16, height: 10).named("image10")
          .frame(minHeight: 0, idealHeight: 30)
        Image(width: 24, height: 10).named("image11")
        Image(width: 24, height: 80).named("image12")
          .frame(minHeight: 0, idealHeight: 30, alignment: .bottom)
      }
    }
    Text("ipsum").lineLimit(1).named("text13")
    ZStack(alignment: .trailing) {}
  }
}
