// Modelled on SCENEE/FloatingPanel, Examples/Samples/Sources/DebugTextViewController.swift and
// nextcloud/talk-ios, NextcloudTalk/ShareLocationViewController.swift: a view controller whose views
// come from a storyboard (`@IBOutlet`s, one of a constraint), styled in viewDidLoad; the storyboard
// is not in the file, so the outlets are stacked in the root view's margins.
// expect-min-frames: 4
import UIKit

final class NoteEditorViewController: UIViewController, UITextViewDelegate {
    @IBOutlet weak var titleField: UITextField!
    @IBOutlet weak var bodyTextView: UITextView!
    @IBOutlet weak var saveButton: UIButton!
    @IBOutlet weak var bodyTopConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        titleField.placeholder = "Title"
        bodyTextView.delegate = self
        bodyTextView.font = UIFont.preferredFont(forTextStyle: .body)
        saveButton.setTitle("Save", for: .normal)
    }

    @IBAction func save(_ sender: Any) {
        dismiss(animated: true)
    }
}
