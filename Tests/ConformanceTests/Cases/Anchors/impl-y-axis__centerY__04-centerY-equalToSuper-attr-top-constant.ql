// impl-y-axis/centerY/04-centerY-equalToSuper-attr-top-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(centerY): statement 4 of 34, Anchors.centerY.equalToSuper(attribute: .top, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.centerY.equalToSuper(attribute: .top, constant: 11)
    }
    siblingview
  }
}
