canvas(width: 320, height: 400, mode: .exact, scale: 2, semantics: .swiftUI)
// random/tree-194: random tree, seed 100194
var body: some View {
  HStack(spacing: 4) {
    GeometryReader { proxy in
      Text("elit supercalifragilistic I et eiusmod amet dolor et").lineLimit(1).named("text1")
    }
    Image(width: 50, height: 24).named("image2")
    Image(width: 40, height: 10).named("image3")
      .frame(minWidth: 80, minHeight: 20, idealHeight: 30, maxHeight: .infinity)
    VStack(alignment: .leading, spacing: 12.5) {
      VStack(alignment: .trailing) {
        Rectangle().named("color4")
      }
      Text("labore et supercalifragilistic").lineLimit(1).named("text5")
      VStack(alignment: .leading, spacing: 4) {
        Color.red.named("color6")
          .padding(8)
      }
    }
    Text("supercalifragilistic consectetur et").lineLimit(2).named("text7")
  }
}
