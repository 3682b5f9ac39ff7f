// impl-statics/cap/02-cap-equalToSuper-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift staticsMultipleCap: statement 2 of 4, Anchors.cap.equalToSuper(inwardOffset: 13)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.cap.equalToSuper(inwardOffset: 13)
    }
    siblingview
  }
}
