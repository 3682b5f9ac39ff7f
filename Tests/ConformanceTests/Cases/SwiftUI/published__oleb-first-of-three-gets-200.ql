canvas(width: 620, height: 200, mode: .exact, scale: 2, semantics: .swiftUI)
// published/oleb-first-of-three-gets-200: Ole Begemann, How the relative size modifier interacts with stack views (2023), https://oleb.net/2023/swiftui-relative-size-in-stacks/: HStack(spacing: 10) proposed 620 proposes its first child (620 - 20) / 3 = 200, which a Color accepts (the article's relativeProposed modifier is a custom Layout and is not expressible here; this is the part that is)
var body: some View {
  HStack(spacing: 10) {
    Color.red.named("blue")
    Color.red.named("green")
    Color.red.named("yellow")
  }
    .frame(height: 80)
}
