// SwiftLayout README, "active and finalActive": finalActive() in an initializer.
// added: the views.
let superview = UIView()
let selfview = UIView()

@LayoutBuilder func layout() -> some Layout {
  superview.sl.sublayout {
    selfview.sl.anchors {
      Anchors.top
    }
  }
}

init() {
  layout().finalActive()
}
