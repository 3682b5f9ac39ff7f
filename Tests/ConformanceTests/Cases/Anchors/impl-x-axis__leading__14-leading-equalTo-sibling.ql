// impl-x-axis/leading/14-leading-equalTo-sibling: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(leading): statement 14 of 34, Anchors.leading.equalTo(siblingview)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.leading.equalTo(siblingview)
    }
    siblingview
  }
}
