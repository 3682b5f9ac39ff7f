canvas(width: 300, height: 100, mode: .exact, scale: 2, semantics: .swiftUI)
// spacer/spacer-alone: a VStack whose only child is a Spacer is that Spacer (vertical orientation) inside an HStack
var body: some View {
  HStack {
    VStack {
      Spacer()
    }
    Image(width: 20, height: 20).named("a")
  }
}
