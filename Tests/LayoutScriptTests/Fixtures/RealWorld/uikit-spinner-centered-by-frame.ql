// Modelled on GitHawkApp/GitHawk, Classes/Repository/RepositoryWebViewController.swift and
// bryceco/GoMap's PanoramaxViewController.swift: a controller that adds a web view pinned by
// anchors and a large activity indicator centred by its `center`, never given a frame, and a
// switch placed by its origin.
// expect-min-frames: 4
import UIKit
import WebKit

final class ReadmeWebViewController: UIViewController {
    private let webView = WKWebView()
    private let spinner = UIActivityIndicatorView(style: .large)
    private let toggle = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        webView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(webView)
        NSLayoutConstraint.activate([
            webView.topAnchor.constraint(equalTo: view.topAnchor),
            webView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            webView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            webView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        view.addSubview(spinner)
        spinner.startAnimating()
        view.addSubview(toggle)
        toggle.frame.origin = CGPoint(x: 16, y: 100)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        spinner.center = CGPoint(x: view.bounds.width / 2, y: view.bounds.height / 2)
    }
}
