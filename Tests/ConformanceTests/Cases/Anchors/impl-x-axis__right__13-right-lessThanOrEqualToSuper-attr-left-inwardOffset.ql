// impl-x-axis/right/13-right-lessThanOrEqualToSuper-attr-left-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(right): statement 13 of 26, Anchors.right.lessThanOrEqualToSuper(attribute: .left, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.right.lessThanOrEqualToSuper(attribute: .left, inwardOffset: 11)
    }
    siblingview
  }
}
