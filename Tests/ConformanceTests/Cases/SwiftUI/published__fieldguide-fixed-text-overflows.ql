canvas(width: 100, height: 100, mode: .exact, scale: 2, semantics: .swiftUI)
// published/fieldguide-fixed-text-overflows: SwiftUI Field Guide, Flexible Frames, https://swiftuifieldguide.com/layout/flexible-frames/: Text("Hello, world").fixedSize().frame(maxWidth: .infinity).padding(8) proposed 100: the text renders at its ideal size and draws out of the frame's bounds (qualitative claim; sizes follow the text model)
var body: some View {
  Text("Hello, world").named("text")
    .fixedSize()
    .frame(maxWidth: .infinity)
    .padding(8)
}
