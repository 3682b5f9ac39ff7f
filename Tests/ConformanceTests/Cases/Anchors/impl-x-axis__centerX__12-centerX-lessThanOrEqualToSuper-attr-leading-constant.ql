// impl-x-axis/centerX/12-centerX-lessThanOrEqualToSuper-attr-leading-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(centerX): statement 12 of 34, Anchors.centerX.lessThanOrEqualToSuper(attribute: .leading, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerX.lessThanOrEqualToSuper(attribute: .leading, constant: 11)
    }
    siblingview
  }
}
