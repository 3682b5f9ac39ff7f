// UIViewControllers: a view controller's layout, with its UIKit overrides skipped.
canvas(width: 375, height: 200)

final class MyViewController: UIViewController {

  let view1 = UILabel(text: "First")
  let view2 = UILabel(text: "Second")

  @LayoutBuilder func layout() -> Layout {
    VStack(spacing: 8) {
      view1
      view2
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubviews {
      view1
      view2
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let layoutRect = view.bounds.inset(by: view.safeAreaInsets)
    layout().applyFrame(layoutRect)
  }
}
