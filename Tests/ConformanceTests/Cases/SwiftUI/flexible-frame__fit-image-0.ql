canvas(width: 300, height: 200, mode: .fit, scale: 2, semantics: .swiftUI)
// flexible-frame/fit-image-0: fit mode: an image in frame(minWidth: 100)
var body: some View {
  Image(width: 60, height: 40).named("a")
    .frame(minWidth: 100)
}
