// implementation/updater-constant-and-priority: SwiftLayout Tests/SwiftLayoutTests/ImplementationTests/ImplementationTests.swift constraintUpdaterUpdatesConstantAndPriority (the layout before the update)
canvas(width: 375, height: 200, mode: .exact)
let root = UIView()
let child = UIView()
var layout: some Layout {
  root.sl.sublayout {
    child.sl.anchors {
      Anchors.bottom.equalToSuper().identifier("bottom-id")
    }
  }
}
