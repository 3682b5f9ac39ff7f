// impl-y-axis/top/04-top-equalToSuper-attr-top-constant: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(top): statement 4 of 34, Anchors.top.equalToSuper(attribute: .top, constant: 11)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.top.equalToSuper(attribute: .top, constant: 11)
    }
    siblingview
  }
}
