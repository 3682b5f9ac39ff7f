canvas(width: 200, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// random/tree-137: random tree, seed 100137
var body: some View {
  VStack(alignment: .center, spacing: 12.5) {
    HStack {
      Color.red.named("color1")
      Image(width: 120, height: 24).named("image2")
    }
      .padding(10.5)
    Text("tempor a consectetur a eiusmod do consectetur ipsum").font(.system(size: 14)).named("text3")
    HStack(spacing: 10) {
      ZStack(alignment: .center) {
        Image(width: 120, height: 50).named("image4")
          .padding(EdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 0))
      }
      Spacer()
    }
      .layoutPriority(1)
    VStack(alignment: .trailing, spacing: 10) {
      Text("amet consectetur supercalifragilistic consectetur").font(.system(size: 20)).named("text5")
        .frame(width: 50, alignment: .leading)
      VStack(alignment: .leading, spacing: 0) {
        Spacer(minLength: 4)
        Rectangle().named("color6")
          .frame(idealWidth: 50, minHeight: 0, idealHeight: 30)
        Spacer(minLength: 4)
        Image(width: 80, height: 40).named("image7")
      }
        .frame(minHeight: 0, idealHeight: 30, maxHeight: 30)
        .fixedSize()
      Color.red.named("color8")
        .fixedSize()
        .padding(10.5)
      Text("et labore elit consectetur").font(.system(size: 20)).named("text9")
    }
      .fixedSize()
      .frame(minWidth: 30, idealWidth: 50, minHeight: 20, alignment: .leading)
    Spacer(minLength: 20)
  }
}
