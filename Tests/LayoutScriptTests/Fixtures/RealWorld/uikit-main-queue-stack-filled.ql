// Modelled on twostraws/HackingWithSwift, project33/Project33/RecordWhistleViewController.swift: a
// controller whose loadView makes an empty vertical stack, and whose buttons are added to it by a
// method run from `DispatchQueue.main.async`, as UIKit does a moment after viewDidLoad returns.
// expect-min-frames: 4
import UIKit

class RecorderViewController: UIViewController {
    var stackView: UIStackView!
    var recordButton: UIButton!
    var statusLabel: UILabel!

    override func loadView() {
        view = UIView()
        view.backgroundColor = UIColor.darkGray

        stackView = UIStackView()
        stackView.spacing = 20
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.distribution = UIStackView.Distribution.fillEqually
        stackView.alignment = .center
        stackView.axis = .vertical
        view.addSubview(stackView)

        stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        stackView.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Record"
        DispatchQueue.main.async {
            self.showRecordingControls()
        }
    }

    func showRecordingControls() {
        statusLabel = UILabel()
        statusLabel.text = "Ready"
        stackView.addArrangedSubview(statusLabel)

        recordButton = UIButton()
        recordButton.setTitle("Tap to record", for: .normal)
        stackView.addArrangedSubview(recordButton)
    }
}
