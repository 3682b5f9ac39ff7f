// aspect-ratio/textfield-and-image: A resizable view with aspectRatio(3:2) next to a text field in a 300x44 canvas; mirrors AspectRatioServerSnapshotTests
canvas(width: 300, height: 44, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let textField = UITextField()
let view = UIView()
var body: Layout {
  HStack {
    textField
    Spacer(8)
    view
      .resizable()
      .aspectRatio(CGSize(width: 3, height: 2))
  }
}
