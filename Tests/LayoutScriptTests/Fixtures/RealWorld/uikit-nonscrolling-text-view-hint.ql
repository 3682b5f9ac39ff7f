// Modelled on nextcloud/talk-ios, NextcloudTalk/Settings/QRScannerViewController.swift: a hint
// text view over a camera preview, not scrolling so it sizes to its text (wrapped inside the
// margins it is allowed), its inset and line padding set; and a note text view (another file
// fills it) that does not scroll either.
// expect-min-frames: 3
import UIKit

final class ScanHintViewController: UIViewController {
    private let noteView: UITextView = {
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.font = UIFont.systemFont(ofSize: 12)
        textView.translatesAutoresizingMaskIntoConstraints = false
        return textView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        let hintView = UITextView()
        hintView.isEditable = false
        hintView.isScrollEnabled = false
        hintView.font = UIFont.systemFont(ofSize: 16)
        hintView.text = "Point the camera at the code shown on the other screen to sign in"
        hintView.textContainerInset = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        hintView.textContainer.lineFragmentPadding = 0
        hintView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(hintView)
        view.addSubview(noteView)

        NSLayoutConstraint.activate([
            hintView.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: 16),
            hintView.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -16),
            hintView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            hintView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            noteView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            noteView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }
}
