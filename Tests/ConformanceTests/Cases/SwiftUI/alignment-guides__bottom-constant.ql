canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// alignment-guides/bottom-constant: alignmentGuide(.bottom) { _ in 5 } in HStack(alignment: .bottom)
var body: some View {
  HStack(alignment: .bottom) {
    Image(width: 40, height: 40).named("a")
    Image(width: 30, height: 20).named("b")
      .alignmentGuide(.bottom) { d in 5 }
  }
}
