// Modelled on Ranchero-Software/NetNewsWire, iOS/Article/WebViewController.swift: viewDidLoad()
// calls set-up methods that a `private extension` of only methods declares; other methods of
// the class use Foundation and WebKit the layout never runs (they are called by the app).
// expect-min-frames: 3
import UIKit
import WebKit

final class ReaderViewController: UIViewController {
  private var topBar: UIView!
  private var bottomBar: UIView!
  private var topBarConstraint: NSLayoutConstraint!
  var prefersFullscreen = true

  override func viewDidLoad() {
    super.viewDidLoad()
    configureTopBar()
    configureBottomBar()
  }

  func handleMessage(body: String?) {
    guard let body else { return }
    let data = Data(body.utf8)
    _ = try? JSONDecoder().decode(ReaderMessage.self, from: data)
  }
}

private extension ReaderViewController {
  func configureTopBar() {
    topBar = UIView()
    topBar.backgroundColor = .clear
    topBar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(topBar)
    if prefersFullscreen {
      topBarConstraint = view.topAnchor.constraint(equalTo: topBar.bottomAnchor, constant: -44.0)
    } else {
      topBarConstraint = view.topAnchor.constraint(equalTo: topBar.bottomAnchor, constant: 0.0)
    }
    NSLayoutConstraint.activate([
      topBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      topBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      topBar.heightAnchor.constraint(equalToConstant: 44.0),
      topBarConstraint,
    ])
  }

  func configureBottomBar() {
    bottomBar = UIView()
    bottomBar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bottomBar)
    NSLayoutConstraint.activate([
      bottomBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bottomBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bottomBar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      bottomBar.heightAnchor.constraint(equalToConstant: 34.0),
    ])
  }
}
