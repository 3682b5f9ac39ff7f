// Modelled on SCENEE/FloatingPanel, Examples/Samples/Sources/MultiPanelController.swift: a panel
// controller whose content controllers are private classes nested in it; the outer controller's
// viewDidLoad() makes one and hands it to the panel library (`set(contentViewController:)`), the
// nested one lays its text view out by its frame and autoresizing mask.
// expect-min-frames: 2
import UIKit

final class NotesPanelController: PanelController, PanelControllerDelegate {
    private final class NotesContentViewController: UIViewController {
        lazy var notesView = UITextView()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(notesView)
            notesView.frame = view.bounds.insetBy(dx: 16, dy: 24)
            notesView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
    }

    private final class NotesPanelLayout: PanelLayout {
        let initialState: PanelState = .half
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        layout = NotesPanelLayout()
        let content = NotesContentViewController()
        set(contentViewController: content)
        track(scrollView: content.notesView)
    }
}
