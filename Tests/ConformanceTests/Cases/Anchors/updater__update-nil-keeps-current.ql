// updater/update-nil-keeps-current: SwiftLayout Tests/SwiftLayoutTests/InterfaceTests/ConstraintUpdaterTests.swift BasicUpdateTests.updateWithNilValuesKeepsCurrent (also updateWithBothNilDoesNothing) (the layout before the update)
canvas(width: 375, height: 200, mode: .exact)
let superview = UIView()
let subview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.top.equalToSuper(constant: 10).identifier("topAnchor").priority(.defaultHigh)
    }
  }
}
