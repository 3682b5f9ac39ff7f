canvas(width: 200, height: 100, mode: .exact, scale: 2, semantics: .swiftUI)
// published/fieldguide-min-width-frame: SwiftUI Field Guide, Flexible Frames, https://swiftuifieldguide.com/layout/flexible-frames/: Text("Hello").padding(16).frame(minWidth: 150): the frame is at least 150 wide, the text keeps its own size (qualitative claim; sizes follow the text model)
var body: some View {
  Text("Hello").named("text")
    .padding(16)
    .frame(minWidth: 150)
}
