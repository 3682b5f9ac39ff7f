// impl-y-axis/bottom/10-bottom-lessThanOrEqualToSuper: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(bottom): statement 10 of 34, Anchors.bottom.lessThanOrEqualToSuper()
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.bottom.lessThanOrEqualToSuper()
    }
    siblingview
  }
}
