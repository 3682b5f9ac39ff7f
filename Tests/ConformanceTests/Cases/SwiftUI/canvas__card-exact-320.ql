canvas(width: 320, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// canvas/card-exact-320: a small card layout, exact at width 320
var body: some View {
  HStack(alignment: .top) {
    Image(width: 40, height: 40).named("avatar")
    VStack(alignment: .leading, spacing: 4) {
      Text("Kylee Lessie").named("title")
      Text("Developer at a very long company name").font(.system(size: 14)).named("sub")
    }
    Spacer()
  }
    .padding()
}
