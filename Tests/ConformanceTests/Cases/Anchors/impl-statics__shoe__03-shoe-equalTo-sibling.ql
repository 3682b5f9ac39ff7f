// impl-statics/shoe/03-shoe-equalTo-sibling: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift staticsMultipleShoe: statement 3 of 4, Anchors.shoe.equalTo(siblingview)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.shoe.equalTo(siblingview)
    }
    siblingview
  }
}
