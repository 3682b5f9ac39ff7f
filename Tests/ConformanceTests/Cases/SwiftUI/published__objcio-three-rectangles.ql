canvas(width: 375, height: 667, mode: .exact, scale: 2, semantics: .swiftUI)
// published/objcio-three-rectangles: objc.io, How an HStack Lays out Its Children (2020-11-10), https://www.objc.io/blog/2020/11/10/hstacks-child-ordering/: three Rectangles in HStack(spacing: 0) framed 300x100 each become 100 wide
var body: some View {
  HStack(spacing: 0) {
    Rectangle().named("red")
    Rectangle().named("green")
    Rectangle().named("blue")
  }
    .frame(width: 300, height: 100)
}
