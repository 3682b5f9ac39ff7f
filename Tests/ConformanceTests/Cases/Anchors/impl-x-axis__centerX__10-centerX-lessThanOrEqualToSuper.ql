// impl-x-axis/centerX/10-centerX-lessThanOrEqualToSuper: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(centerX): statement 10 of 34, Anchors.centerX.lessThanOrEqualToSuper()
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerX.lessThanOrEqualToSuper()
    }
    siblingview
  }
}
