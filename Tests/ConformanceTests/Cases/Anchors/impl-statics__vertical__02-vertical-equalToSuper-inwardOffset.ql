// impl-statics/vertical/02-vertical-equalToSuper-inwardOffset: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift staticsMultipleVertical: statement 2 of 4, Anchors.vertical.equalToSuper(inwardOffset: 13)
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.vertical.equalToSuper(inwardOffset: 13)
    }
    siblingview
  }
}
