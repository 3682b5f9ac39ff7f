canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// alignment-guides/not-propagated: a built-in guide set inside a nested stack does not propagate out of it
var body: some View {
  HStack(alignment: .top) {
    Image(width: 40, height: 40).named("a")
    VStack {
      Image(width: 20, height: 20).named("b")
        .alignmentGuide(.top) { d in 15 }
      Image(width: 20, height: 20).named("c")
    }
  }
}
