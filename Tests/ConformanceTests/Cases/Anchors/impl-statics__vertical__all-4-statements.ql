// impl-statics/vertical/all-4-statements: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift staticsMultipleVertical: the whole builder block
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.vertical.equalToSuper()
      Anchors.vertical.equalToSuper(inwardOffset: 13)
      Anchors.vertical.equalTo(siblingview)
      Anchors.vertical.equalTo(siblingview, inwardOffset: 13)
    }
    siblingview
  }
}
