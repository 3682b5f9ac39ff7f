// impl-x-axis/centerX/09-centerX-greaterThanOrEqualToSuper-attr-leading-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(centerX): statement 9 of 34, Anchors.centerX.greaterThanOrEqualToSuper(attribute: .leading, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerX.greaterThanOrEqualToSuper(attribute: .leading, inwardOffset: 11)
    }
    siblingview
  }
}
