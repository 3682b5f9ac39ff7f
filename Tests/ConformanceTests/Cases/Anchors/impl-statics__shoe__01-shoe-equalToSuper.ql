// impl-statics/shoe/01-shoe-equalToSuper: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift staticsMultipleShoe: statement 1 of 4, Anchors.shoe.equalToSuper()
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.shoe.equalToSuper()
    }
    siblingview
  }
}
