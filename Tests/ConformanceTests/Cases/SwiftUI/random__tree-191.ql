canvas(width: 200, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// random/tree-191: random tree, seed 100191
var body: some View {
  VStack(alignment: .leading, spacing: 0) {
    Image(width: 24, height: 24).named("image1")
    ZStack(alignment: .top) {
      VStack(alignment: .leading, spacing: 0) {
        Spacer()
        HStack(alignment: .bottom, spacing: 12.5) {
          Text("sit").lineLimit(1).named("text2")
            .fixedSize(horizontal: true, vertical: false)
          Text("a supercalifragilistic tempor labore ut sed supercalifragilistic et").font(.system(size: 14)).lineLimit(2).named("text3")
          Spacer()
          Image(width: 24, height: 16).named("image4")
        }
        Spacer(minLength: 20)
        Text("sed labore dolor tempor lorem eiusmod").font(.system(size: 20)).named("text5")
          .frame(height: 30, alignment: .bottomTrailing)
          .frame(minHeight: 0)
      }
      HStack(alignment: .top, spacing: 12.5) {
        Image(width: 16, height: 10).named("image6")
        Color.red.named("color7")
          .frame(idealHeight: 30, maxHeight: 30)
          .alignmentGuide(.top) { d in d.width }
      }
      Image(width: 50, height: 50).named("image8")
        .frame(idealWidth: 50, maxWidth: 200, minHeight: 20, alignment: .leading)
      VStack(spacing: 0) {
        ZStack(alignment: .trailing) {
          Image(width: 80, height: 50).named("image9")
          Text("supercalifragilistic lorem a sit").font(.system(size: 14)).lineLimit(1).named("text10")
            .layoutPriority(1)
          Image(width: 10, height: 16).named("image11")
            .padding(EdgeInsets(top: 1, leading: 1, bottom: 8, trailing: 8))
        }
      }
        .alignmentGuide(.top) { d in d.height / 2 }
    }
  }
    .padding(.vertical, 6)
    .padding(10.5)
}
