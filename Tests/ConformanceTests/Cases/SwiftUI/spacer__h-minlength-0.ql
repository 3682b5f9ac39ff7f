canvas(width: 300, height: 100, mode: .exact, scale: 2, semantics: .swiftUI)
// spacer/h-minlength-0: Spacer(minLength: 0) between two images in an HStack
var body: some View {
  HStack {
    Image(width: 50, height: 20).named("a")
    Spacer(minLength: 0)
    Image(width: 50, height: 20).named("b")
  }
}
