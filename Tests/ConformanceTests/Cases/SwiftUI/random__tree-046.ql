canvas(width: 414, height: 400, mode: .exact, scale: 3, semantics: .swiftUI)
// random/tree-046: random tree, seed 100046
var body: some View {
  HStack(spacing: 12.5) {
    VStack {
      VStack(alignment: .leading) {
        Text("supercalifragilistic ipsum I amet I a").font(.system(size: 20)).named("text1")
      }
      Spacer(minLength: 20)
      Image(width: 24, height: 16).named("image2")
      Image(width: 120, height: 80).named("image3")
        .frame(width: 60, height: 50, alignment: .leading)
    }
      .fixedSize(horizontal: true, vertical: false)
    VStack(alignment: .center, spacing: 12.5) {
      Image(width: 40, height: 40).named("image4")
        .alignmentGuide(.leading) { d in d[.leading] + 3 }
        .alignmentGuide(.trailing) { d in d.height / 2 }
      Text("eiusmod dolor amet consectetur et labore").lineLimit(2).named("text5")
      HStack(alignment: .center) {
        VStack(alignment: .leading) {
          Color.red.named("color6")
          Image(width: 80, height: 50).named("image7")
            .fixedSize(horizontal: true, vertical: false)
          Color.red.named("color8")
            .alignmentGuide(.leading) { d in d.height / 2 }
        }
        Text("amet I ipsum sit adipiscing eiusmod ut labore").named("text9")
        HStack(spacing: 10) {
          Text("elit et et").font(.system(size: 20)).lineLimit(2).named("text10")
            .alignmentGuide(.top) { d in d.width }
            .frame(width: 44, alignment: .bottomTrailing)
          Text("sit consectetur lorem consectetur elit eiusmod").font(.system(size: 12)).lineLimit(1).named("text11")
          Color.red.named("color12")
        }
        HStack(spacing: 0) {
          Text("supercalifragilistic ut sed consectetur lorem ut lorem").font(.system(size: 20)).lineLimit(1).named("text13")
            .alignmentGuide(.top) { d in 0 }
          Text("I consectetur elit do lorem tempor").font(.system(size: 14)).lineLimit(1).named("text14")
            .frame(width: 44, height: 50, alignment: .leading)
          Image(width: 50, height: 24).named("image15")
            .fixedSize(horizontal: true, vertical: false)
          Color.red.named("color16")
            .alignmentGuide(VerticalAlignment.center) { d in d.width }
        }
      }
    }
      .padding()
  }
}
