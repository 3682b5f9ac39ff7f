canvas(width: 320, height: 667, mode: .exact, scale: 3, semantics: .swiftUI)
// random/tree-202: random tree, seed 100202
var body: some View {
  HStack(alignment: .bottom, spacing: 12.5) {
    ZStack(alignment: .top) {
      Text("sit elit adipiscing sed ut adipiscing").font(.system(size: 14)).named("text1")
        .layoutPriority(2)
      ZStack(alignment: .top) {
        Text("sit consectetur").named("text2")
          .padding()
        Text("consectetur dolor amet eiusmod").font(.system(size: 12)).lineLimit(1).named("text3")
          .alignmentGuide(.top) { d in d.height / 2 }
        Rectangle().named("color4")
          .padding(.top, 6)
          .frame(idealWidth: 120, idealHeight: 30, alignment: .leading)
        ZStack {
          Image(width: 80, height: 50).named("image5")
          Text("sed").font(.system(size: 14)).named("text6")
          Text("consectetur et").font(.system(size: 14)).named("text7")
        }
      }
      VStack(alignment: .leading, spacing: 10) {}
        .padding()
        .frame(idealWidth: 120, minHeight: 20)
      Image(width: 80, height: 40).named("image8")
    }
      .padding(8)
      .padding()
    VStack(alignment: .trailing, spacing: 10) {}
      .alignmentGuide(.top) { d in d[.leading] + 3 }
      .frame(width: 100, height: 16, alignment: .leading)
    HStack(alignment: .center, spacing: 4) {
      ZStack(alignment: .center) {
        Image(width: 10, height: 16).named("image9")
        VStack(alignment: .center) {
          Color.red.named("color10")
          Text("et lorem consectetur I eiusmod amet").lineLimit(1).named("text11")
          Color.red.named("color12")
            .padding(EdgeInsets(top: 8, leading: 8, bottom: 0, trailing: 3))
            .padding(8)
        }
        Text("tempor tempor consectetur labore").font(.system(size: 12)).lineLimit(1).named("text13")
      }
        .frame(width: 44, alignment: .topLeading)
      HStack(alignment: .center, spacing: 10) {
        VStack(alignment: .trailing, spacing: 10) {
          Color.red.named("color14")
            .frame(idealWidth: 50, maxWidth: .infinity, idealHeight: 30, alignment: .bottom)
          Spacer(minLength: 0)
          Text("sit a ipsum sed I").font(.system(size: 14)).named("text15")
          Text("I labore").lineLimit(1).named("text16")
        }
          .padding(.top, 6)
        Text("sed do I sit adipiscing adipiscing do et").font(.system(size: 12)).lineLimit(2).named("text17")
        Text("labore tempor sit adipiscing elit sed sit").named("text18")
          .padding(.top, 6)
          .fixedSize()
        Image(width: 16, height: 24).named("image19")
      }
      Text("tempor sit eiusmod supercalifragilistic supercalifragilistic").named("text20")
      Rectangle().named("color21")
    }
      .padding(4)
      .layoutPriority(-1)
    Text("do elit lorem et sed").font(.system(size: 14)).named("text22")
  }
    .frame(idealHeight: 30, maxHeight: .infinity, alignment: .bottom)
}
