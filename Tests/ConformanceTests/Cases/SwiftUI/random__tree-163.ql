canvas(width: 414, height: 667, mode: .exact, scale: 3, semantics: .swiftUI)
// random/tree-163: random tree, seed 100163
var body: some View {
  HStack(alignment: .center) {
    Text("adipiscing et").font(.system(size: 20)).named("text1")
      .frame(width: 50, alignment: .topLeading)
    Spacer(minLength: 4)
    Image(width: 80, height: 80).named("image2")
  }
}
