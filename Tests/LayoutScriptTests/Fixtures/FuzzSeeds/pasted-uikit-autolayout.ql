// UIKit's four ways of writing Auto Layout in one controller, for the fuzzer to mutate:
// anchors and NSLayoutConstraint(item:…), a VFL string, a stack view, SnapKit.
canvas(width: 390, height: 844, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
import SnapKit
class SettingsViewController: UIViewController {
  let header = UILabel(text: "Settings", font: 28)
  let toggle = UISwitch()
  let caption = UILabel(text: "Notifications")
  let row = UIStackView()
  let footer = UIButton(title: "Sign out")
  var footerHeight: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    [header, row, footer].forEach { view.addSubview($0) }
    row.addArrangedSubview(caption)
    row.addArrangedSubview(toggle)
    row.alignment = .center
    row.spacing = UIStackView.spacingUseSystem
    header.translatesAutoresizingMaskIntoConstraints = false
    row.translatesAutoresizingMaskIntoConstraints = false
    setupConstraints()
  }

  private func setupConstraints() {
    let views = ["header": header, "row": row]
    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[header]-(>=8@750)-|", options: [], metrics: nil, views: views))
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
      row.topAnchor.constraint(equalToSystemSpacingBelow: header.bottomAnchor, multiplier: 2),
      row.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
    NSLayoutConstraint(item: header, attribute: .lastBaseline, relatedBy: .equal, toItem: row, attribute: .top, multiplier: 1, constant: -20).isActive = false
    footer.snp.makeConstraints { make in
      make.leading.trailing.equalTo(view.layoutMarginsGuide)
      make.bottom.equalTo(view.safeAreaLayoutGuide.snp.bottom).inset(16)
      make.height.equalTo(50).priority(.high)
    }
  }
}
