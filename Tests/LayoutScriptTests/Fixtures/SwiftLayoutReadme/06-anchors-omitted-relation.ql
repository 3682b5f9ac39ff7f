// SwiftLayout README, "Anchors": without a relation the second item is the superview.
// added: the views.
let superview = UIView()
let selfview = UIView()

superview.sl.sublayout {
  selfview.sl.anchors {
    Anchors.top.bottom
  }
}
