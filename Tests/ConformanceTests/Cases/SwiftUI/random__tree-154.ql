canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// random/tree-154: random tree, seed 100154
var body: some View {
  HStack {
    Image(width: 80, height: 50).named("image1")
      .fixedSize()
      .layoutPriority(1)
    Text("sit I do ut amet").font(.system(size: 12)).named("text2")
    Text("ipsum lorem adipiscing supercalifragilistic amet I adipiscing").lineLimit(2).named("text3")
    Rectangle().named("color4")
      .padding(EdgeInsets(top: 1, leading: 8, bottom: 0, trailing: 8))
    Spacer(minLength: 4)
  }
}
