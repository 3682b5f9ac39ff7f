// Modelled on SnapKit/SnapKit, Example-iOS.playground/Contents.swift: a playground's controller
// that makes its root view in loadView() and constrains a label in it with SnapKit.
// expect-min-frames: 2
import SnapKit
import UIKit
import PlaygroundSupport

class GreetingViewController: UIViewController {
  override func loadView() {
    let root = UIView()
    root.backgroundColor = .white

    let greeting = UILabel()
    greeting.text = "Good morning"
    greeting.textColor = .black
    root.addSubview(greeting)

    greeting.snp.makeConstraints { make in
      make.leading.equalToSuperview().offset(40)
      make.top.equalToSuperview().offset(120)
      make.size.equalTo(CGSize(width: 180, height: 24))
    }

    self.view = root
  }
}

PlaygroundPage.current.liveView = GreetingViewController()
