// updater/size-constraints: SwiftLayout Tests/SwiftLayoutTests/InterfaceTests/ConstraintUpdaterTests.swift DimensionConstraintTests.updateSizeConstraints (the layout before the update)
canvas(width: 375, height: 200, mode: .exact)
let superview = UIView()
let subview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.size.equalTo(width: 100, height: 50).identifier("sizeConstraints")
    }
  }
}
