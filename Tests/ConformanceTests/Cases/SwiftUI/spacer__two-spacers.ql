canvas(width: 300, height: 100, mode: .exact, scale: 2, semantics: .swiftUI)
// spacer/two-spacers: two Spacers share the free space
var body: some View {
  HStack {
    Spacer()
    Image(width: 40, height: 20).named("a")
    Spacer()
  }
}
