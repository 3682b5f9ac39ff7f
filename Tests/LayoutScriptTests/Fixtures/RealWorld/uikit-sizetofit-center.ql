// Modelled on Jinxiansen/SwiftUI, SwiftUI/UIKitController.swift: a controller adding a lazy
// button that sizes itself with sizeToFit() and is centred with `center = view.center`.
// expect-min-frames: 2
import UIKit

class LaunchViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(startButton)
  }

  lazy var startButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("Start", for: .normal)
    button.titleLabel?.font = .boldSystemFont(ofSize: 20)
    button.setTitleColor(.orange, for: .normal)
    button.sizeToFit()
    button.center = view.center
    button.addTarget(self, action: #selector(start), for: .touchUpInside)
    return button
  }()

  @objc func start() {
    present(UIViewController(), animated: true, completion: nil)
  }
}
