// impl-x-axis/centerX/04-centerX-equalToSuper-attr-leading-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(centerX): statement 4 of 34, Anchors.centerX.equalToSuper(attribute: .leading, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerX.equalToSuper(attribute: .leading, constant: 11)
    }
    siblingview
  }
}
