canvas(width: 300, height: 100, mode: .exact, scale: 2, semantics: .swiftUI)
// spacer/squeezed-minlength-nil: Spacer(minLength: None) when the images fill the width
var body: some View {
  HStack {
    Image(width: 150, height: 20).named("a")
    Spacer()
    Image(width: 150, height: 20).named("b")
  }
}
