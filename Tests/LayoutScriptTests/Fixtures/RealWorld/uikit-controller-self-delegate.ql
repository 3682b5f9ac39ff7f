// Modelled on nextcloud/talk-ios, NextcloudTalk/Chat/Chat views/Giphy/GiphyPickerViewController.swift,
// and deltachat/deltachat-ios, deltachat-ios/Controller/WebViewViewController.swift: a view
// controller whose lazy properties hand `self` to their views as delegate and data source,
// which embeds a child controller (`addChild`, `didMove(toParent:)`) and presents another;
// `self.view` is its root view.
// expect-min-frames: 3
import UIKit

class StickerPickerViewController: UIViewController, UISearchBarDelegate {
  private lazy var searchBar: UISearchBar = {
    let bar = UISearchBar()
    bar.delegate = self
    bar.placeholder = "Search stickers"
    bar.translatesAutoresizingMaskIntoConstraints = false
    return bar
  }()

  private lazy var grid: UICollectionView = {
    let layout = UICollectionViewFlowLayout()
    let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
    grid.dataSource = self
    grid.delegate = self
    grid.prefetchDataSource = self
    grid.dragDelegate = self
    grid.translatesAutoresizingMaskIntoConstraints = false
    return grid
  }()

  private let footer = FooterViewController()

  override func viewDidLoad() {
    super.viewDidLoad()
    self.view.addSubview(self.searchBar)
    self.view.addSubview(self.grid)
    self.navigationItem.rightBarButtonItem = closeItem
    addChild(footer)
    footer.didMove(toParent: self)
    let observer = KeyboardObserver(owner: self, scrollView: grid)
    observer.start()
    NSLayoutConstraint.activate([
      self.searchBar.topAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.topAnchor),
      self.searchBar.leadingAnchor.constraint(equalTo: self.view.leadingAnchor),
      self.searchBar.trailingAnchor.constraint(equalTo: self.view.trailingAnchor),
      self.grid.topAnchor.constraint(equalTo: self.searchBar.bottomAnchor),
      self.grid.leadingAnchor.constraint(equalTo: self.view.leadingAnchor),
      self.grid.trailingAnchor.constraint(equalTo: self.view.trailingAnchor),
      self.grid.bottomAnchor.constraint(equalTo: self.view.bottomAnchor),
    ])
  }

  private lazy var closeItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(closeTapped))

  @objc private func closeTapped() {
    self.navigationController?.popViewController(animated: true)
    (self.presentingViewController ?? self).dismiss(animated: true)
  }
}
