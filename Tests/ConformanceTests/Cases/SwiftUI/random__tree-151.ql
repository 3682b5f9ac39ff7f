canvas(width: 375, height: 200, mode: .exact, scale: 3, semantics: .swiftUI)
// random/tree-151: random tree, seed 100151
var body: some View {
  VStack(alignment: .leading, spacing: 12.5) {
    Spacer(minLength: 20)
    HStack(alignment: .center, spacing: 10) {}
    VStack(alignment: .trailing, spacing: 12.5) {
      Rectangle().named("color1")
        .frame(minWidth: 0)
      VStack(spacing: 4) {
        Spacer()
        Text("do tempor ut").font(.system(size: 20)).named("text2")
        Color.red.named("color3")
          .alignmentGuide(.trailing) { d in d[.leading] + 3 }
        Color.red.named("color4")
      }
      HStack(alignment: .center, spacing: 12.5) {}
    }
  }
}
