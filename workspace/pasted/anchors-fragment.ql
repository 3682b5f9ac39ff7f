// SwiftLayout's README fragment (ioskrew/SwiftLayout, README "Anchors"): superview and selfview come from the app.
superview.sl.sublayout {
  selfview.sl.anchors {
    Anchors.top.equalTo(superview, attribute: .top, constant: 20)
    Anchors.leading.trailing.equalToSuper(inwardOffset: 16)
    Anchors.height.equalTo(constant: 44)
  }
}
