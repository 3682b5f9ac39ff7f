canvas(width: 300, height: 200, mode: .fit, scale: 2, semantics: .swiftUI)
// flexible-frame/fit-image-3: fit mode: an image in frame(maxWidth: inf)
var body: some View {
  Image(width: 60, height: 40).named("a")
    .frame(maxWidth: .infinity)
}
