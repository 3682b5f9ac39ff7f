// impl-y-axis/centerY/16-centerY-equalTo-sibling-attr-top-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(centerY): statement 16 of 34, Anchors.centerY.equalTo(siblingview, attribute: .top, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerY.equalTo(siblingview, attribute: .top, constant: 11)
    }
    siblingview
  }
}
