// Modelled on twostraws/HackingWithSwift, project33/Project33/RecordWhistleViewController.swift: a
// controller whose loadView makes an empty vertical stack, and whose buttons are added to it by a
// method run from `DispatchQueue.main.async` inside a microphone permission's completion handler,
// as the app runs them once the user allows.
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
        let session = AVAudioSession.sharedInstance()
        session.requestRecordPermission { [unowned self] allowed in
            DispatchQueue.main.async {
                if allowed {
                    self.showRecordingControls()
                } else {
                    self.showDeniedMessage()
                }
            }
        }
    }

    func showDeniedMessage() {
        let denied = UILabel()
        denied.text = "Microphone access is off"
        stackView.addArrangedSubview(denied)
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
