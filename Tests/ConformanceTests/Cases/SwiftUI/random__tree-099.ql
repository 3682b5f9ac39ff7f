canvas(width: 320, height: .infinity, mode: .fit, scale: 3, semantics: .swiftUI)
// random/tree-099: random tree, seed 100099
var body: some View {
  HStack(alignment: .bottom, spacing: 12.5) {
    Image(width: 120, height: 24).named("image1")
    Spacer()
    VStack(alignment: .center, spacing: 4) {
      Text("elit").font(.system(size: 14)).named("text2")
    }
  }
}
