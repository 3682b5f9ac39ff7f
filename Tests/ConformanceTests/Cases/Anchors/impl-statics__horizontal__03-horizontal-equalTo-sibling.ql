// impl-statics/horizontal/03-horizontal-equalTo-sibling: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift staticsMultipleHorizontal: statement 3 of 4, Anchors.horizontal.equalTo(siblingview)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.horizontal.equalTo(siblingview)
    }
    siblingview
  }
}
