// impl-x-axis/trailing/03-trailing-equalToSuper-attr-leading: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift epressionXAxisConstraints(trailing): statement 3 of 34, Anchors.trailing.equalToSuper(attribute: .leading)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.trailing.equalToSuper(attribute: .leading)
    }
    siblingview
  }
}
