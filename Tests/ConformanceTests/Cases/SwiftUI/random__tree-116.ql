canvas(width: 200, height: .infinity, mode: .fit, scale: 3, semantics: .swiftUI)
// random/tree-116: random tree, seed 100116
var body: some View {
  ZStack(alignment: .bottomTrailing) {
    ZStack(alignment: .bottomLeading) {
      Text("consectetur et do ut ipsum sed I").lineLimit(2).named("text1")
    }
      .frame(maxWidth: 100, idealHeight: 30, maxHeight: 30)
    Text("sit sit labore eiusmod I").font(.system(size: 12)).named("text2")
      .alignmentGuide(HorizontalAlignment.center) { d in d[.leading] + 3 }
    Text("I labore do adipiscing I sed lorem supercalifragilistic").named("text3")
      .frame(minWidth: 30, idealWidth: 120, maxWidth: 120, idealHeight: 30)
  }
}
