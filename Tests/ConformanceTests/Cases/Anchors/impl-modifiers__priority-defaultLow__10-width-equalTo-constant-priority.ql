// impl-modifiers/priority-defaultLow/10-width-equalTo-constant-priority: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift expressionConstantAndPriority(priority-defaultLow): statement 10 of 14, Anchors.width.equalTo(constant: 11).priority(250.0)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.width.equalTo(constant: 11).priority(.defaultLow)
    }
    siblingview
  }
}
