// Lesson 22 — the safe area and the layout margins.
// A view controller's root view has two guides. safeAreaLayoutGuide is the part no bar covers:
// here a phone's status bar (47 points) and home indicator (34). layoutMarginsGuide lies inside
// the safe area, 16 points in from the sides on a phone this wide (20 from 414 points up, as
// Apple's layoutMargins reference says: "16 or 20 points" by size class), 0 at the top and
// bottom. Pin content to a guide, not to the view's edges, and it stays readable on every device.
// Try:  :constraints title                   (the title against the margins, the margins against the safe area)
//       :canvas 414x896                      (a wider phone: the side margins become 20)
canvas(width: 390, height: 844, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

class ProfileViewController: UIViewController {
  let title = UILabel(text: "Profile", font: 28)
  let signOut = UIButton(title: "Sign out")

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(title)
    view.addSubview(signOut)
    title.translatesAutoresizingMaskIntoConstraints = false
    signOut.translatesAutoresizingMaskIntoConstraints = false
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      signOut.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      signOut.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      signOut.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }
}

// exercise: The button sits under the home indicator: keep it inside the safe area instead.
// goal: signOut.maxY == 810 && signOut.x == 16
// hint: pin its bottom to view.safeAreaLayoutGuide.bottomAnchor (or to margins.bottomAnchor: the margins lie inside it).
