canvas(width: 200, height: 100, mode: .exact, scale: 2, semantics: .swiftUI)
// published/fieldguide-text-priority-ideal: SwiftUI Field Guide, HStack, https://swiftuifieldguide.com/layout/hstack/: the same stack with Text("Hello, world").layoutPriority(1): the text group is proposed all remaining width first and renders at its ideal size on one line (qualitative claim; sizes follow the text model)
var body: some View {
  HStack {
    Rectangle().named("blue")
    Text("Hello, world").named("text")
      .layoutPriority(1)
    Rectangle().named("green")
  }
}
