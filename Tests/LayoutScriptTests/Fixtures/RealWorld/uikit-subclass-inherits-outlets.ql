// Modelled on bryceco/GoMap, src/iOS/POIEditing/KeyValueTableCell.swift: a table cell of a
// storyboard (its `@IBOutlet`s in a base class of the same file) whose subclass configures the
// inherited outlets in awakeFromNib() and overrides one of the base class's methods.
// expect-min-frames: 4
import UIKit

class LabeledPairCell: UITableViewCell {
    @IBOutlet var keyField: UITextField!
    @IBOutlet var valueField: UITextField!
    @IBOutlet var detailButton: UIButton!

    func shouldStopEditing(forState state: UITableViewCell.StateMask) -> Bool {
        return state.contains(.showingDeleteConfirmation)
    }

    override func willTransition(to state: UITableViewCell.StateMask) {
        if shouldStopEditing(forState: state) {
            keyField.resignFirstResponder()
        }
        super.willTransition(to: state)
    }
}

class TagPairCell: LabeledPairCell, UITextFieldDelegate {
    var key: String { return keyField.text ?? "" }

    override func awakeFromNib() {
        super.awakeFromNib()
        keyField.placeholder = "key"
        valueField.placeholder = "value"
        keyField.autocorrectionType = .no
        valueField.delegate = self
    }

    override func willTransition(to state: UITableViewCell.StateMask) {
        if shouldStopEditing(forState: state) {
            valueField.resignFirstResponder()
        }
        super.willTransition(to: state)
    }
}
