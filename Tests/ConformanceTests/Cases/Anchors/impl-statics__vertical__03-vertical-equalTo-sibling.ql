// impl-statics/vertical/03-vertical-equalTo-sibling: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift staticsMultipleVertical: statement 3 of 4, Anchors.vertical.equalTo(siblingview)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.vertical.equalTo(siblingview)
    }
    siblingview
  }
}
