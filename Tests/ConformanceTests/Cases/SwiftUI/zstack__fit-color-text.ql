canvas(width: 375, height: 44, mode: .fit, scale: 2, semantics: .swiftUI)
// zstack/fit-color-text: fit mode, finite height: a Color behind a padded text takes the proposal
var body: some View {
  ZStack {
    Color.red.named("bg")
    Text("Badge").named("t")
      .padding(4)
  }
}
