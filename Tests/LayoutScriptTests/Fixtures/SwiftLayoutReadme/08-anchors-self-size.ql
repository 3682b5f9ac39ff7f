// SwiftLayout README, "Anchors": width and height without a second item are the view's own.
// added: the views.
let superview = UIView()
let selfview = UIView()

superview.sl.sublayout {
  selfview.sl.anchors {
    Anchors.width.height.equalTo(constant: 10) // only for selfview
  }
}
