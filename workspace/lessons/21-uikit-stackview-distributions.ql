// Lesson 21 — UIStackView: each distribution is a set of constraints.
// A stack view lays its arranged views out with Auto Layout: UIKit adds constraints of its own,
// named UISV-… (the names a console log prints). Every distribution pins the first and last
// views to the stack's edges (UISV-canvas-connection) and spaces neighbours (UISV-spacing);
// .fillEqually adds equal widths (UISV-fill-equally), .equalSpacing keeps each view's own
// width and makes the gaps between them equal (spacer guides, UISV-distributing-edge),
// .fillProportionally sizes the views in proportion to their intrinsic widths.
// Try:  :constraints share                       (UIKit's own constraints, by name)
//       toolbar.distribution = .fillProportionally  (Back, Share and Done in proportion 56 : 64 : 56)
canvas(width: 320, height: 80)

class ToolbarViewController: UIViewController {
  let back = UIButton(title: "Back")
  let share = UIButton(title: "Share")
  let done = UIButton(title: "Done")
  let toolbar = UIStackView()

  override func viewDidLoad() {
    super.viewDidLoad()
    [back, share, done].forEach { toolbar.addArrangedSubview($0) }
    toolbar.distribution = .fillEqually
    toolbar.spacing = 8
    toolbar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(toolbar)
    NSLayoutConstraint.activate([
      toolbar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      toolbar.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      toolbar.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}

// exercise: Let every button keep its own width, the space left over shared equally between them.
// goal: share.x == 128 && share.width == 64 && done.maxX == 304
// hint: that is the .equalSpacing distribution: toolbar.distribution = .equalSpacing
