// impl-x-axis/right/02-right-equalToSuper: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(right): statement 2 of 26, Anchors.right.equalToSuper()
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.right.equalToSuper()
    }
    siblingview
  }
}
