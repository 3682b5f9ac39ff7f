// impl-x-axis/right/04-right-equalToSuper-attr-left-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(right): statement 4 of 26, Anchors.right.equalToSuper(attribute: .left, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.right.equalToSuper(attribute: .left, constant: 11)
    }
    siblingview
  }
}
