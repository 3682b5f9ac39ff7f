canvas(width: 300, height: 300, mode: .exact, scale: 2, semantics: .swiftUI)
// spacer/v-minlength-30: Spacer(minLength: 30) between two images in a VStack
var body: some View {
  VStack {
    Image(width: 50, height: 20).named("a")
    Spacer(minLength: 30)
    Image(width: 50, height: 20).named("b")
  }
}
