// updater/width-constraint: SwiftLayout Tests/SwiftLayoutTests/InterfaceTests/ConstraintUpdaterTests.swift DimensionConstraintTests.updateWidthConstraint (the layout before the update)
canvas(width: 375, height: 200, mode: .exact)
let superview = UIView()
let subview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.width.equalTo(constant: 100).identifier("widthConstraint")
    }
  }
}
