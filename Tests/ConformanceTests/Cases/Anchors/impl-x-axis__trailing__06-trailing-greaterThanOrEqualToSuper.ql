// impl-x-axis/trailing/06-trailing-greaterThanOrEqualToSuper: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(trailing): statement 6 of 34, Anchors.trailing.greaterThanOrEqualToSuper()
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.trailing.greaterThanOrEqualToSuper()
    }
    siblingview
  }
}
