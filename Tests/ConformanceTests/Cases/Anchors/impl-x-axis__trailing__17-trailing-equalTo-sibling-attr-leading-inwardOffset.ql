// impl-x-axis/trailing/17-trailing-equalTo-sibling-attr-leading-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(trailing): statement 17 of 34, Anchors.trailing.equalTo(siblingview, attribute: .leading, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.trailing.equalTo(siblingview, attribute: .leading, inwardOffset: 11)
    }
    siblingview
  }
}
