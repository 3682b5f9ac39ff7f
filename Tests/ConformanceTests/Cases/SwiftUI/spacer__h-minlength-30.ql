canvas(width: 300, height: 100, mode: .exact, scale: 2, semantics: .swiftUI)
// spacer/h-minlength-30: Spacer(minLength: 30) between two images in an HStack
var body: some View {
  HStack {
    Image(width: 50, height: 20).named("a")
    Spacer(minLength: 30)
    Image(width: 50, height: 20).named("b")
  }
}
