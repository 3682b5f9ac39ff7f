// nested/resizable-button-in-frame: mirrors NestedStacksServerSnapshotTests.testResizableViewInFrame
canvas(width: 300, height: 100, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIButton(title: "Button 1")
var body: Layout {
  HStack {
    VStack {
      VStack {
        HStack {
          HStack {
            v1
              .resizable()
              .frame(width: 50, height: 50)
          }
        }
      }
    }
  }
}
