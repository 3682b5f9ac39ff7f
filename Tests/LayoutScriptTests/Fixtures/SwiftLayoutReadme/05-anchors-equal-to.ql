// SwiftLayout README, "Anchors": a relation with equalTo (selfview.top = superview.top + 10).
// added: the views.
let superview = UIView()
let selfview = UIView()

superview.sl.sublayout {
  selfview.sl.anchors {
    Anchors.top.equalTo(superview, attribute: .top, constant: 10)
  }
}
