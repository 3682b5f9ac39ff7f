// impl-statics/shoe/all-4-statements: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift staticsMultipleShoe: the whole builder block
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.shoe.equalToSuper()
      Anchors.shoe.equalToSuper(inwardOffset: 13)
      Anchors.shoe.equalTo(siblingview)
      Anchors.shoe.equalTo(siblingview, inwardOffset: 13)
    }
    siblingview
  }
}
