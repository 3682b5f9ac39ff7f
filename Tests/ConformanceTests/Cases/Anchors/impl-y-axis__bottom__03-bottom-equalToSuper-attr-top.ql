// impl-y-axis/bottom/03-bottom-equalToSuper-attr-top: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionYAxisConstraints(bottom): statement 3 of 34, Anchors.bottom.equalToSuper(attribute: .top)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.bottom.equalToSuper(attribute: .top)
    }
    siblingview
  }
}
