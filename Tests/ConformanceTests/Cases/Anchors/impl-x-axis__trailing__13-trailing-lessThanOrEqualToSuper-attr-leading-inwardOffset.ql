// impl-x-axis/trailing/13-trailing-lessThanOrEqualToSuper-attr-leading-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(trailing): statement 13 of 34, Anchors.trailing.lessThanOrEqualToSuper(attribute: .leading, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.trailing.lessThanOrEqualToSuper(attribute: .leading, inwardOffset: 11)
    }
    siblingview
  }
}
