canvas(width: 200, height: 100, mode: .exact, scale: 2, semantics: .swiftUI)
// published/fieldguide-max-width-infinity: SwiftUI Field Guide, Flexible Frames, https://swiftuifieldguide.com/layout/flexible-frames/: Text("Checkout").frame(maxWidth: .infinity).padding(8) fills the available width (200 - 16) while the text keeps its size (qualitative claim)
var body: some View {
  Text("Checkout").named("text")
    .frame(maxWidth: .infinity)
    .padding(8)
}
