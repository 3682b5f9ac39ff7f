canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// published/objcio-max-min-width: objc.io (2020-11-10), https://www.objc.io/blog/2020/11/10/hstacks-child-ordering/: HStack(spacing: 0) { Rectangle().frame(maxWidth: 100); Rectangle().frame(minWidth: 100) }.frame(width: 150, height: 100): red becomes 75 wide, green 100, and the stack draws out of its 150 pt frame
var body: some View {
  HStack(spacing: 0) {
    Rectangle().named("red")
      .frame(maxWidth: 100)
    Rectangle().named("green")
      .frame(minWidth: 100)
  }
    .frame(width: 150, height: 100)
}
