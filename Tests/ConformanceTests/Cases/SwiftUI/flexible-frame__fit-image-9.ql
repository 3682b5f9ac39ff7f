canvas(width: 300, height: 200, mode: .fit, scale: 2, semantics: .swiftUI)
// flexible-frame/fit-image-9: fit mode: an image in frame(idealWidth: 90, idealHeight: 30)
var body: some View {
  Image(width: 60, height: 40).named("a")
    .frame(idealWidth: 90, idealHeight: 30)
}
