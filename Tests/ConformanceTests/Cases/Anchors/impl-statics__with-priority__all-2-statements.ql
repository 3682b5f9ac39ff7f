// impl-statics/with-priority/all-2-statements: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/AnchorsImplementationTests.swift staticsMultipleWithPriority: the whole builder block
let superview = UIView()
let subview = UIView()
let siblingview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.size.equalTo(siblingview, widthOffset: 11, heightOffset: 37).priority(.defaultLow)
      Anchors.center.equalToSuper(xOffset: 11, yOffset: 37).priority(.defaultLow)
    }
    siblingview
  }
}
