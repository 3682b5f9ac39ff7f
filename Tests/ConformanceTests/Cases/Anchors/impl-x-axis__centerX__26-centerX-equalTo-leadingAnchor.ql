// impl-x-axis/centerX/26-centerX-equalTo-leadingAnchor: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(centerX): statement 26 of 34, Anchors.centerX.equalTo(siblingview.leadingAnchor)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerX.equalTo(siblingview.leadingAnchor)
    }
    siblingview
  }
}
