// impl-x-axis/left/06-left-greaterThanOrEqualToSuper: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(left): statement 6 of 26, Anchors.left.greaterThanOrEqualToSuper()
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.left.greaterThanOrEqualToSuper()
    }
    siblingview
  }
}
