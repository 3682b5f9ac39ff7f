// updater/predicate-edges: SwiftLayout Tests/SwiftLayoutTests/InterfaceTests/ConstraintUpdaterTests.swift updateSpecificAttributeWithPredicate (the layout before the update)
canvas(width: 375, height: 200, mode: .exact)
let superview = UIView()
let subview = UIView()
var layout: some Layout {
  superview.sl.sublayout {
    subview.sl.anchors {
      Anchors.top.equalToSuper(constant: 10).identifier("edges")
      Anchors.bottom.equalToSuper(constant: -10).identifier("edges")
    }
  }
}
