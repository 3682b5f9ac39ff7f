// impl-statics/cap/all-4-statements: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift staticsMultipleCap: the whole builder block
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.cap.equalToSuper()
      Anchors.cap.equalToSuper(inwardOffset: 13)
      Anchors.cap.equalTo(siblingview)
      Anchors.cap.equalTo(siblingview, inwardOffset: 13)
    }
    siblingview
  }
}
