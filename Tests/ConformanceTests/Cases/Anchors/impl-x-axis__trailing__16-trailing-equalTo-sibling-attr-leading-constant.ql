// impl-x-axis/trailing/16-trailing-equalTo-sibling-attr-leading-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(trailing): statement 16 of 34, Anchors.trailing.equalTo(siblingview, attribute: .leading, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.trailing.equalTo(siblingview, attribute: .leading, constant: 11)
    }
    siblingview
  }
}
