// impl-y-axis/centerY/06-centerY-greaterThanOrEqualToSuper: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(centerY): statement 6 of 34, Anchors.centerY.greaterThanOrEqualToSuper()
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerY.greaterThanOrEqualToSuper()
    }
    siblingview
  }
}
