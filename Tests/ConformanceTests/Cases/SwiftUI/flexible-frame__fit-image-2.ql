canvas(width: 300, height: 200, mode: .fit, scale: 2, semantics: .swiftUI)
// flexible-frame/fit-image-2: fit mode: an image in frame(minWidth: 50, maxWidth: 150)
var body: some View {
  Image(width: 60, height: 40).named("a")
    .frame(minWidth: 50, maxWidth: 150)
}
