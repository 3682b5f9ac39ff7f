canvas(width: 375, height: 100, mode: .fit, scale: 2, semantics: .swiftUI)
// random/tree-215: random tree, seed 100215
var body: some View {
  VStack(alignment: .center, spacing: 0) {
    VStack(alignment: .trailing, spacing: 0) {}
      .frame(minWidth: 80, maxWidth: .infinity, alignment: .leading)
    Spacer()
    Text("amet supercalifragilistic I").font(.system(size: 14)).named("text1")
      .frame(maxWidth: .infinity)
    Spacer()
    HStack(spacing: 4) {
      Text("adipiscing et et").font(.system(size: 12)).named("text2")
    }
  }
}
