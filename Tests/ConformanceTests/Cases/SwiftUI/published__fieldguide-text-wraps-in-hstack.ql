canvas(width: 200, height: 100, mode: .exact, scale: 2, semantics: .swiftUI)
// published/fieldguide-text-wraps-in-hstack: SwiftUI Field Guide, HStack, https://swiftuifieldguide.com/layout/hstack/: HStack { Color.purple; Text("Hello, world"); Color.pink } 200 wide: the text is the least flexible child, is proposed a third of the space and wraps onto two lines (qualitative claim; sizes follow the deterministic text model)
var body: some View {
  HStack {
    Color.red.named("purple")
    Text("Hello, world").named("text")
    Color.red.named("pink")
  }
}
