canvas(width: 320, height: 400, mode: .exact, scale: 1, semantics: .swiftUI)
// random/tree-204: random tree, seed 100204
var body: some View {
  HStack(alignment: .bottom) {
    VStack {
      Image(width: 24, height: 40).named("image1")
        .frame(width: 100, height: 16)
        .alignmentGuide(.leading) { d in d.height / 2 }
    }
      .fixedSize()
    GeometryReader { proxy in
      VStack(alignment: .center, spacing: 0) {
        HStack(spacing: 4) {
          Image(width: 50, height: 80).named("image2")
            .frame(width: 50, alignment: .leading)
            .frame(width: 100, height: 30)
          Rectangle().named("color3")
          Text("labore amet dolor adipiscing I dolor I").font(.system(size: 14)).named("text4")
          Color.red.named("color5")
            .frame(width: 60, height: 50, alignment: .topLeading)
        }
        Spacer()
        VStack(alignment: .leading, spacing: 10) {
          Image(width: 40, height: 40).named("image6")
            .alignmentGuide(.trailing) { d in -8 }
          Image(width: 120, height: 24).named("image7")
            .padding(10.5)
          Rectangle().named("color8")
          Image(width: 10, height: 10).named("image9")
            .frame(minHeight: 20, maxHeight: .infinity, alignment: .bottom)
        }
        Spacer(minLength: 0)
      }
        .layoutPriority(0.5)
    }
      .layoutPriority(1)
    VStack(spacing: 10) {
      ZStack(alignment: .center) {
        VStack(alignment: .leading) {
          Text("adipiscing").lineLimit(2).named("text10")
          Image(width: 80, height: 50).named("image11")
            .padding()
            .frame(height: 30, alignment: .topLeading)
          Image(width: 40, height: 16).named("image12")
        }
          .frame(maxWidth: .infinity)
        HStack(spacing: 4) {
          Text("sed I amet consectetur consectetur dolor do").font(.system(size: 14)).named("text13")
          Image(width: 120, height: 10).named("image14")
            .padding(2)
          Rectangle().named("color15")
            .frame(maxWidth: .infinity)
          Color.red.named("color16")
            .frame(maxWidth: .infinity, alignment: .leading)
            .alignmentGuide(VerticalAlignment.center) { d in d.width }
        }
          .frame(idealWidth: 50, idealHeight: 30, maxHeight: 60)
        Image(width: 10, height: 50).named("image17")
        Text("elit consectetur I et elit sit do").lineLimit(1).named("text18")
      }
      Rectangle().named("color19")
      Spacer()
    }
      .frame(width: 44, height: 50, alignment: .bottomTrailing)
      .layoutPriority(1)
    Image(width: 80, height: 40).named("image20")
      .alignmentGuide(.top) { d in d.height / 2 }
      .alignmentGuide(.bottom) { d in d.width }
  }
    .frame(width: 44, height: 16)
}
