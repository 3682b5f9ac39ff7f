// Modelled on MessageKit/MessageKit, Example/Sources/View Controllers/LaunchViewController.swift:
// a UITableViewController whose own init calls `super.init(style: .insetGrouped)`, whose
// viewDidLoad sets its title, a back button and a footer and registers a cell class, and whose
// rows come from data source methods over an enum of sections: it adds no subview.
// expect-min-frames: 1
import UIKit

final internal class SettingsMenuViewController: UITableViewController {

  init() {
    super.init(style: .insetGrouped)
  }

  required init?(coder _: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    navigationItem.backBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.tableFooterView = UIView()
  }

  override func numberOfSections(in _: UITableView) -> Int {
    sections.count
  }

  override func tableView(_: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row].title
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  private enum Row {
    case account, notifications, about

    var title: String {
      switch self {
      case .account: return "Account"
      case .notifications: return "Notifications"
      case .about: return "About"
      }
    }
  }

  private struct Section {
    let title: String
    let rows: [Row]
  }

  private let sections: [Section] = [
    .init(title: "General", rows: [.account, .notifications]),
    .init(title: "More", rows: [.about]),
  ]
}
