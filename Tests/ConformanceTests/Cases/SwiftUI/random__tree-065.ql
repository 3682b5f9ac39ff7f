canvas(width: 414, height: 400, mode: .exact, scale: 3, semantics: .swiftUI)
// random/tree-065: random tree, seed 100065
var body: some View {
  VStack(spacing: 0) {
    VStack(alignment: .trailing, spacing: 4) {
      Rectangle().named("color1")
        .frame(minWidth: 30, maxWidth: 200, alignment: .bottom)
        .padding(EdgeInsets(top: 1, leading: 1, bottom: 3, trailing: 3))
      Text("consectetur amet dolor").named("text2")
        .alignmentGuide(.trailing) { d in d.height / 2 }
        .frame(maxWidth: 200, maxHeight: 60)
      HStack(alignment: .top) {
        Image(width: 10, height: 16).named("image3")
      }
        .layoutPriority(2)
      Image(width: 24, height: 10).named("image4")
    }
    Spacer()
    Spacer(minLength: 20)
    Spacer()
  }
}
