canvas(width: 200, height: 300, mode: .fit, scale: 2, semantics: .swiftUI)
// random/tree-070: random tree, seed 100070
var body: some View {
  HStack(alignment: .top, spacing: 0) {
    ZStack(alignment: .trailing) {
      Text("I elit tempor amet I supercalifragilistic elit").named("text1")
        .padding(8)
        .layoutPriority(-1)
    }
    Image(width: 24, height: 16).named("image2")
    VStack(spacing: 12.5) {
      Spacer(minLength: 0)
      Text("sed et a do do do").font(.system(size: 12)).named("text3")
        .alignmentGuide(.trailing) { d in d[.leading] + 3 }
    }
      .frame(idealHeight: 30, maxHeight: 30)
      .frame(width: 60, height: 30)
  }
    .frame(width: 20, height: 50, alignment: .bottomTrailing)
}
