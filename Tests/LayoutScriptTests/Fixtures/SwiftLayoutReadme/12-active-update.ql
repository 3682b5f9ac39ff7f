// SwiftLayout README, "active and finalActive": active() and update(fromActivation:).
// added: the views and the condition.
let superview = UIView()
let selfview = UIView()
let someCondition = true

@LayoutBuilder func layout() -> some Layout {
  superview.sl.sublayout {
    selfview.sl.anchors {
      if someCondition {
        Anchors.bottom
      } else {
        Anchors.top
      }
    }
  }
}

var activation: Activation

init() {
  activation = layout().active()
}

func someUpdate() {
  activation = layout().update(fromActivation: activation)
}
