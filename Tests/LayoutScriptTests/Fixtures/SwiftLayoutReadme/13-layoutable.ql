// SwiftLayout README, "Layoutable": a UIView subclass that is Layoutable, pasted whole
// (the README's own `...` stands for the subviews).
class SomeView: UIView, Layoutable {
  var activation: Activation?
  @LayoutBuilder var layout: some Layout {
    self.sl.sublayout {
      ...
    }
  }

  init(frame: CGRect) {
    super.init(frame: frame)
    self.sl.updateLayout() // call active or update of Layout
  }
}
