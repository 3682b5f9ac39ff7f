// impl-statics/vertical/01-vertical-equalToSuper: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift staticsMultipleVertical: statement 1 of 4, Anchors.vertical.equalToSuper()
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.vertical.equalToSuper()
    }
    siblingview
  }
}
