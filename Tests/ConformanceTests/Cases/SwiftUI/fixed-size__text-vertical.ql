canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// fixed-size/text-vertical: fixedSize(horizontal: false, vertical: true) wraps and takes its ideal height
var body: some View {
  Text("A long line of text that wraps").named("t")
    .fixedSize(horizontal: false, vertical: true)
    .frame(width: 80, height: 10)
}
