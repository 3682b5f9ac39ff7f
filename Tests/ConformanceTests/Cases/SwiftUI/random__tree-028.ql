canvas(width: 320, height: 400, mode: .exact, scale: 1, semantics: .swiftUI)
// random/tree-028: random tree, seed 100028
var body: some View {
  VStack {
    HStack(alignment: .top) {
      Image(width: 120, height: 50).named("image1")
      HStack(alignment: .bottom, spacing: 10) {
        Text("ut tempor dolor a consectetur").lineLimit(1).named("text2")
          .layoutPriority(-1)
          .frame(maxWidth: 100, alignment: .bottom)
        VStack(alignment: .leading) {}
      }
      HStack(alignment: .center, spacing: 12.5) {
        VStack(alignment: .trailing, spacing: 4) {
          Text("elit lorem I supercalifragilistic labore adipiscing").font(.system(size: 20)).lineLimit(1).named("text3")
            .layoutPriority(0.5)
            .frame(width: 60, height: 30, alignment: .topLeading)
          Text("ipsum elit consectetur I elit sit supercalifragilistic lorem").font(.system(size: 12)).lineLimit(1).named("text4")
        }
      }
        .frame(width: 60, height: 30, alignment: .topLeading)
      HStack {}
    }
      .padding(2)
      .alignmentGuide(.trailing) { d in d[.leading] + 3 }
    HStack(alignment: .center) {
      Color.red.named("color5")
    }
    HStack(alignment: .top, spacing: 4) {
      Spacer(minLength: 20)
      Image(width: 120, height: 50).named("image6")
      VStack(alignment: .center) {}
    }
    Image(width: 16, height: 16).named("image7")
    VStack(alignment: .leading, spacing: 0) {
      ZStack(alignment: .bottomLeading) {
        Color.red.named("color8")
        Rectangle().named("color9")
          .frame(height: 50, alignment: .topLeading)
        Image(width: 10, height: 16).named("image10")
        Text("sit amet et tempor consectetur consectetur").font(.system(size: 20)).lineLimit(2).named("text11")
      }
        .frame(idealHeight: 30, alignment: .bottom)
      Text("elit do amet do a adipiscing").font(.system(size: 14)).lineLimit(1).named("text12")
        .frame(width: 60, height: 16, alignment: .topLeading)
      Text("tempor dolor sed").named("text13")
      HStack(alignment: .bottom) {
        HStack {
          Color.red.named("color14")
          Text("elit a elit ipsum labore tempor ut").font(.system(size: 14)).named("text15")
            .alignmentGuide(.top) { d in 0 }
          Text("dolor elit labore ut adipiscing").font(.system(size: 20)).lineLimit(1).named("text16")
            .padding(.horizontal, 6)
            .padding()
          Color.red.named("color17")
        }
          .alignmentGuide(.bottom) { d in -8 }
          .padding(.horizontal)
        Image(width: 40, height: 24).named("image18")
          .frame(idealWidth: 50, maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
        Text("dolor lorem lorem labore dolor").font(.system(size: 14)).named("text19")
          .frame(idealHeight: 30, maxHeight: .infinity, alignment: .leading)
      }
        .frame(maxWidth: .infinity, alignment: .bottom)
        .alignmentGuide(.leading) { d in 0 }
    }
      .fixedSize()
      .frame(idealWidth: 50, maxWidth: 200)
  }
    .layoutPriority(-1)
    .frame(width: 100, alignment: .leading)
}
