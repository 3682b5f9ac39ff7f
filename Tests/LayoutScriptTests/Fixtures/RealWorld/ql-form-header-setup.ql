// Modelled on the FormHeaderView of 辰宸's QuickLayout Demo, ScrollViewWithKeyboardViewController.swift:
// labels declared empty and configured in a private `setupViews()` called from `init(frame:)`,
// background and layer setters on the view itself, a padded VStack.
// expect-min-frames: 2
import UIKit
import QuickLayout

@QuickLayout
class ProfileHeaderView: UIView {

    let titleLabel = UILabel()
    let subtitleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupViews()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupViews() {
        backgroundColor = .systemBlue.withAlphaComponent(0.1)
        layer.cornerRadius = 16

        titleLabel.text = "Your profile"
        titleLabel.font = .systemFont(ofSize: 24, weight: .bold)
        titleLabel.textColor = .systemBlue

        subtitleLabel.text = "Fill in the fields below to finish signing up"
        subtitleLabel.font = .systemFont(ofSize: 14)
        subtitleLabel.numberOfLines = 0
    }

    var body: Layout {
        VStack(alignment: .leading, spacing: 8) {
            titleLabel
            subtitleLabel
        }
        .padding(20)
    }
}
