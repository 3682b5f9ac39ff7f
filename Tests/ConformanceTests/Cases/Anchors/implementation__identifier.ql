// implementation/identifier: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/ImplementationTests.swift identifier: inline views named by identifying(), constraint identifiers, a view found by its identifier (the test's layout guide left out)
canvas(width: 375, height: 200, mode: .exact)
let root = UIView()
var layout: some Layout {
  root.sl.sublayout {
    UIView().sl.identifying("label").anchors {
      Anchors.cap.equalToSuper().identifier("label-anchors")
    }
    UIView().sl.identifying("secondView").anchors {
      Anchors.top.equalTo("label", attribute: .bottom).identifier("between-anchors")
      Anchors.shoe.equalToSuper().identifier("secondView-anchors")
    }
  }
}
