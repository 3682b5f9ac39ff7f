// impl-statics/with-multiplier/01-size-equalTo-sibling-multiplier: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift staticsMultipleWithMultiplier: statement 1 of 2, Anchors.size.equalTo(siblingview, widthOffset: 11, heightOffset: 37).multiplier(0.25)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.size.equalTo(siblingview, widthOffset: 11, heightOffset: 37).multiplier(0.25)
    }
    siblingview
  }
}
