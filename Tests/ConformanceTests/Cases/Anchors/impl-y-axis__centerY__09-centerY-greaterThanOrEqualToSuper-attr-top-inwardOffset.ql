// impl-y-axis/centerY/09-centerY-greaterThanOrEqualToSuper-attr-top-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(centerY): statement 9 of 34, Anchors.centerY.greaterThanOrEqualToSuper(attribute: .top, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerY.greaterThanOrEqualToSuper(attribute: .top, inwardOffset: 11)
    }
    siblingview
  }
}
