// impl-statics/horizontal/all-4-statements: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift staticsMultipleHorizontal: the whole builder block
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.horizontal.equalToSuper()
      Anchors.horizontal.equalToSuper(inwardOffset: 13)
      Anchors.horizontal.equalTo(siblingview)
      Anchors.horizontal.equalTo(siblingview, inwardOffset: 13)
    }
    siblingview
  }
}
