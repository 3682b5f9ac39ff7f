canvas(width: 200, height: 200, mode: .exact, scale: 1, semantics: .swiftUI)
// random/tree-175: random tree, seed 100175
var body: some View {
  HStack {
    HStack(alignment: .top, spacing: 10) {
      Color.red.named("color1")
        .frame(idealWidth: 120, maxWidth: 120, minHeight: 0, alignment: .leading)
        .layoutPriority(1)
    }
    Rectangle().named("color2")
      .layoutPriority(2)
    Text("elit I ut adipiscing amet amet dolor").lineLimit(2).named("text3")
    GeometryReader { proxy in
      Image(width: 120, height: 80).named("image4")
    }
      .frame(maxWidth: .infinity, minHeight: 20, idealHeight: 30, alignment: .bottom)
    Image(width: 40, height: 40).named("image5")
      .fixedSize(horizontal: false, vertical: true)
  }
}
