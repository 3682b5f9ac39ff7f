canvas(width: 200, height: 200, mode: .exact, scale: 3, semantics: .swiftUI)
// random/tree-147: random tree, seed 100147
var body: some View {
  VStack {
    HStack(alignment: .top, spacing: 12.5) {
      Text("tempor consectetur consectetur ut ipsum dolor ut amet").font(.system(size: 14)).lineLimit(1).named("text1")
      HStack(alignment: .top) {
        Text("amet").font(.system(size: 14)).lineLimit(1).named("text2")
      }
        .fixedSize(horizontal: true, vertical: false)
        .frame(width: 100, height: 50)
      Spacer(minLength: 20)
      Spacer(minLength: 20)
    }
      .frame(idealWidth: 50, idealHeight: 30, alignment: .bottom)
    HStack(spacing: 0) {}
    Color.red.named("color3")
      .padding(.top)
  }
}
