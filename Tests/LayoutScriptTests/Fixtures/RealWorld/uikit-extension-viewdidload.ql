// Modelled on mastodon/mastodon-ios, Mastodon/Scene/Compose/AutoComplete/AutoCompleteViewController.swift:
// a controller whose viewDidLoad() is in an extension, constraining its views to a static
// height it declares (`ClassName.rowHeight`), with Combine code the layout skips.
// expect-min-frames: 3
import UIKit
import Combine

final class MentionPickerViewController: UIViewController {
  static let handleHeight: CGFloat = 24

  var subscriptions = Set<AnyCancellable>()

  let handleView = UIView()
  let panelView: UIView = {
    let view = UIView()
    view.backgroundColor = .systemBackground
    return view
  }()
  let listView: UITableView = {
    let tableView = UITableView()
    tableView.rowHeight = UITableView.automaticDimension
    tableView.separatorStyle = .none
    tableView.contentInset.top = MentionPickerViewController.handleHeight
    return tableView
  }()
}

extension MentionPickerViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .clear

    handleView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(handleView)
    NSLayoutConstraint.activate([
      handleView.topAnchor.constraint(equalTo: view.topAnchor),
      handleView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      handleView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      handleView.heightAnchor.constraint(equalToConstant: MentionPickerViewController.handleHeight),
    ])

    panelView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(panelView)
    NSLayoutConstraint.activate([
      panelView.topAnchor.constraint(equalTo: handleView.bottomAnchor),
      panelView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      panelView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      panelView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])

    listView.translatesAutoresizingMaskIntoConstraints = false
    panelView.addSubview(listView)
    NSLayoutConstraint.activate([
      listView.topAnchor.constraint(equalTo: panelView.topAnchor, constant: 8),
      listView.leadingAnchor.constraint(equalTo: panelView.leadingAnchor),
      listView.trailingAnchor.constraint(equalTo: panelView.trailingAnchor),
      listView.bottomAnchor.constraint(equalTo: panelView.bottomAnchor),
    ])

    model.selectedRange
      .receive(on: DispatchQueue.main)
      .sink { [weak self] range in
        guard let self = self else { return }
        self.handleView.setNeedsLayout()
      }
      .store(in: &subscriptions)
  }
}

extension MentionPickerViewController: UITableViewDelegate {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
  }
}
