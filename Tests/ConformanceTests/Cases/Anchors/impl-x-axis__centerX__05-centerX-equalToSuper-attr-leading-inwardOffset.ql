// impl-x-axis/centerX/05-centerX-equalToSuper-attr-leading-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(centerX): statement 5 of 34, Anchors.centerX.equalToSuper(attribute: .leading, inwardOffset: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerX.equalToSuper(attribute: .leading, inwardOffset: 11)
    }
    siblingview
  }
}
