canvas(width: 375, height: .infinity, mode: .fit, scale: 2, semantics: .swiftUI)
// random/tree-235: random tree, seed 100235
var body: some View {
  VStack(alignment: .center, spacing: 10) {
    Text("adipiscing amet supercalifragilistic supercalifragilistic do consectetur adipiscing").named("text1")
    Image(width: 40, height: 10).named("image2")
  }
}
