canvas(width: 320, height: 400, mode: .exact, scale: 2, semantics: .swiftUI)
// random/tree-133: random tree, seed 100133
var body: some View {
  HStack(spacing: 10) {
    Spacer(minLength: 4)
    VStack(spacing: 12.5) {
      VStack(spacing: 4) {
        HStack(spacing: 12.5) {
          Image(width: 40, height: 10).named("image1")
          Image(width: 80, height: 40).named("image2")
          Text("do amet elit amet elit").font(.system(size: 14)).lineLimit(1).named("text3")
            .padding()
            .padding()
        }
          .layoutPriority(0.5)
      }
        .frame(minHeight: 0, maxHeight: 60)
    }
  }
}
