// impl-statics/cap/01-cap-equalToSuper: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift staticsMultipleCap: statement 1 of 4, Anchors.cap.equalToSuper()
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.cap.equalToSuper()
    }
    siblingview
  }
}
