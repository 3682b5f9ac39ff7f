canvas(width: 200, height: 100, mode: .fit, scale: 2, semantics: .swiftUI)
// random/tree-084: random tree, seed 100084
var body: some View {
  VStack(alignment: .trailing, spacing: 10) {
    VStack(spacing: 0) {
      ZStack(alignment: .leading) {
        Rectangle().named("color1")
      }
        .alignmentGuide(.leading) { d in 5 }
      Text("do adipiscing amet supercalifragilistic").font(.system(size: 20)).named("text2")
        .alignmentGuide(.leading) { d in 12.5 }
    }
    ZStack(alignment: .leading) {}
      .layoutPriority(1)
    Text("sed ut a ut labore tempor consectetur").lineLimit(2).named("text3")
  }
    .padding(8)
}
