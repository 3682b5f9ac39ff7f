// A @QuickLayout view in a view controller: the controller's body places the view.
canvas(width: 375, height: 200)

class ViewController: UIViewController {

  let myView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(myView)
  }

  var body: Layout {
    ZStack {
      myView
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    body.applyFrame(view.bounds.inset(by: view.safeAreaInsets))
  }
}
