// SwiftLayout README, "LayoutPrinter": the layout the printer example prints.
// added: the views.
let root = UIView()
let child = UIView()
let friend = UIView()

var layout: some Layout {
  root.sl.sublayout {
    child.sl.anchors {
      Anchors.top
      Anchors.leading.trailing
    }
    friend.sl.anchors {
      Anchors.top.equalTo(child, attribute: .bottom)
      Anchors.bottom
      Anchors.leading.trailing
    }
  }
}
