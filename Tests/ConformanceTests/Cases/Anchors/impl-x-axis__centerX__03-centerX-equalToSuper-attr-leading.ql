// impl-x-axis/centerX/03-centerX-equalToSuper-attr-leading: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(centerX): statement 3 of 34, Anchors.centerX.equalToSuper(attribute: .leading)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerX.equalToSuper(attribute: .leading)
    }
    siblingview
  }
}
