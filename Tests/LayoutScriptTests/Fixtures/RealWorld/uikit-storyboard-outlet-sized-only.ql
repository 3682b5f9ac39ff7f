// Modelled on keepassium/KeePassium, KeePassium/generator/PasswordGeneratorVC.swift: a storyboard
// controller whose code only limits an outlet's height (at most half the screen) and styles the
// rest: the outlet is still stacked with the others, keeping the code's height rule.
// expect-min-frames: 3
import UIKit

final class GeneratorViewController: UIViewController {
    @IBOutlet private weak var previewContainer: UIView!
    @IBOutlet private weak var resultLabel: UILabel!
    @IBOutlet private weak var regenerateButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        previewContainer.heightAnchor
            .constraint(lessThanOrEqualTo: view.heightAnchor, multiplier: 0.5)
            .isActive = true
        resultLabel.text = "correct-horse"
        regenerateButton.setTitle("Again", for: .normal)
    }
}
