// impl-x-axis/centerX/16-centerX-equalTo-sibling-attr-leading-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(centerX): statement 16 of 34, Anchors.centerX.equalTo(siblingview, attribute: .leading, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerX.equalTo(siblingview, attribute: .leading, constant: 11)
    }
    siblingview
  }
}
