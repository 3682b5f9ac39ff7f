canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// fixed-size/text-horizontal: fixedSize(horizontal: true, vertical: false)
var body: some View {
  Text("A long line of text").named("t")
    .fixedSize(horizontal: true, vertical: false)
    .frame(width: 50, height: 100)
}
