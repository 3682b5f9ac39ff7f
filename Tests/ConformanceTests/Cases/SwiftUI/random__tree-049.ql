canvas(width: 320, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// random/tree-049: random tree, seed 100049
var body: some View {
  VStack(alignment: .center) {
    VStack {
      HStack {
        ZStack(alignment: .leading) {
          Text("adipiscing eiusmod labore lorem ut labore elit elit").lineLimit(2).named("text1")
            .padding()
          Color.red.named("color2")
            .alignmentGuide(.leading) { d in 0 }
          Image(width: 16, height: 40).named("image3")
            .padding(10.5)
          Text("sed amet do sit").lineLimit(1).named("text4")
            .frame(idealHeight: 30, alignment: .leading)
        }
      }
        .fixedSize(horizontal: true, vertical: false)
      Color.red.named("color5")
        .frame(width: 100, height: 50, alignment: .leading)
    }
      .alignmentGuide(.leading) { d in 5 }
    Rectangle().named("color6")
  }
    .alignmentGuide(.trailing) { d in 0 }
    .frame(maxHeight: .infinity)
}
