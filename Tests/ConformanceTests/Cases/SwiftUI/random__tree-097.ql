canvas(width: 375, height: 300, mode: .fit, scale: 2, semantics: .swiftUI)
// random/tree-097: random tree, seed 100097
var body: some View {
  VStack(alignment: .leading) {
    ZStack {
      ZStack(alignment: .bottomLeading) {
        VStack(alignment: .leading) {}
        Image(width: 24, height: 40).named("image1")
        Text("dolor").named("text2")
      }
        .frame(minWidth: 30)
        .padding()
    }
      .layoutPriority(0.5)
      .frame(minWidth: 30, alignment: .bottom)
    Text("consectetur tempor amet ipsum elit elit adipiscing supercalifragilistic").font(.system(size: 14)).named("text3")
    Image(width: 10, height: 40).named("image4")
    Color.red.named("color5")
  }
}
