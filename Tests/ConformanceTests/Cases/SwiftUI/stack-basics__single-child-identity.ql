canvas(width: 300, height: 100, mode: .exact, scale: 2, semantics: .swiftUI)
// stack-basics/single-child-identity: a stack with one child is the child itself (isIdentityUnaryLayout)
var body: some View {
  HStack {
    Color.red.named("a")
  }
}
