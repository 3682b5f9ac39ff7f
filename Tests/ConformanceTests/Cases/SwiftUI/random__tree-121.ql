canvas(width: 200, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// random/tree-121: random tree, seed 100121
var body: some View {
  HStack(spacing: 4) {
    HStack(alignment: .top) {}
    HStack(alignment: .bottom, spacing: 0) {
      VStack(alignment: .trailing) {}
      VStack(spacing: 10) {
        Rectangle().named("color1")
          .frame(minWidth: 80)
          .padding(EdgeInsets(top: 3, leading: 0, bottom: 8, trailing: 1))
        VStack(spacing: 12.5) {}
          .frame(idealWidth: 120, minHeight: 20)
          .frame(minHeight: 20, idealHeight: 30, maxHeight: 30, alignment: .leading)
        HStack(alignment: .center, spacing: 12.5) {
          Text("dolor labore tempor amet sed I consectetur").font(.system(size: 12)).lineLimit(1).named("text2")
        }
      }
      VStack {
        Text("amet dolor").font(.system(size: 20)).lineLimit(2).named("text3")
        VStack(spacing: 4) {
          Image(width: 80, height: 80).named("image4")
            .fixedSize()
          Text("elit dolor tempor").font(.system(size: 14)).lineLimit(2).named("text5")
            .layoutPriority(0.5)
          Text("lorem").font(.system(size: 20)).named("text6")
            .frame(minWidth: 0, alignment: .leading)
        }
      }
        .fixedSize(horizontal: true, vertical: false)
      Spacer()
    }
    Spacer(minLength: 20)
    ZStack(alignment: .trailing) {
      ZStack(alignment: .topLeading) {
        Text("do sed amet sit elit ut").named("text7")
          .alignmentGuide(.top) { d in d.height / 2 }
        Image(width: 40, height: 50).named("image8")
          .fixedSize()
        Text("labore supercalifragilistic").font(.system(size: 20)).lineLimit(1).named("text9")
          .frame(width: 60, height: 16, alignment: .topLeading)
          .fixedSize()
        Image(width: 40, height: 10).named("image10")
      }
        .frame(minHeight: 0, maxHeight: .infinity, alignment: .leading)
      Image(width: 120, height: 10).named("image11")
        .padding(10.5)
      Image(width: 120, height: 40).named("image12")
        .padding()
        .fixedSize(horizontal: true, vertical: false)
    }
      .frame(width: 44)
    Image(width: 10, height: 40).named("image13")
  }
    .frame(minWidth: 30, maxHeight: 60)
    .frame(maxWidth: .infinity, alignment: .bottom)
}
