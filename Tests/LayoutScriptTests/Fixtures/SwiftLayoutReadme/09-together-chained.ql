// SwiftLayout README, "LayoutBuilder + AnchorsBuilder": sublayout after anchors.
// added: the views.
let superview = UIView()
let selfview = UIView()
let subview = UIView()

@LayoutBuilder func layout() -> some Layout {
  superview.sl.sublayout {
    selfview.sl.anchors {
      Anchors.allSides
    }.sublayout {
      subview.sl.anchors {
        Anchors.allSides
      }
    }
  }
}
