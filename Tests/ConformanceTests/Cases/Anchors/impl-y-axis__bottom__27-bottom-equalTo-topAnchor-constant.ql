// impl-y-axis/bottom/27-bottom-equalTo-topAnchor-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(bottom): statement 27 of 34, Anchors.bottom.equalTo(siblingview.topAnchor, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.bottom.equalTo(siblingview.topAnchor, constant: 11)
    }
    siblingview
  }
}
