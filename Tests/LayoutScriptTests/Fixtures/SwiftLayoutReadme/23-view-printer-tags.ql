// SwiftLayout README, "ViewPrinter": the view whose labels ViewPrinter takes from tags.
class SomeView {
  let root: UIView // subview of SomeView
  let child: UIView // subview of root
  let friend: UIView // subview of root
}
let someView = SomeView()
