// impl-y-axis/centerY/11-centerY-lessThanOrEqualToSuper-attr-top: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(centerY): statement 11 of 34, Anchors.centerY.lessThanOrEqualToSuper(attribute: .top)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerY.lessThanOrEqualToSuper(attribute: .top)
    }
    siblingview
  }
}
