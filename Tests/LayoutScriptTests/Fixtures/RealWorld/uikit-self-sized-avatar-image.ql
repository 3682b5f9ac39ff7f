// Modelled on SiqueiraYris/gist-app, GistApp/Packages/Foundation/ComponentsKit/Sources/ComponentsKit/Components/Avatar.swift:
// a `public final class` subclassing `UIImageView` whose `init()` runs a set-up chain of private
// methods that turns off autoresizing and activates the view's own width and height against
// constants, with `layoutSubviews()` rounding the corners from `frame.width / 2` and a
// `@available(*, unavailable)` `init?(coder:)`. Shown with no canvas, the avatar keeps its own
// 48 × 48 (no conflict with a canvas it was pinned to).
// expect-min-frames: 1
import UIKit

public final class AvatarBadge: UIImageView {
    // MARK: - Initializer

    public init() {
        super.init(frame: .zero)

        setupViewStyle()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Life Cycle

    public override func layoutSubviews() {
        super.layoutSubviews()

        layer.cornerRadius = frame.width / 2
        layer.masksToBounds = true
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemGray4.cgColor
    }

    // MARK: - Methods

    private func setupViewStyle() {
        contentMode = .scaleAspectFill
        setupViewConstraints()
    }

    private func setupViewConstraints() {
        translatesAutoresizingMaskIntoConstraints = false

        NSLayoutConstraint.activate([
            widthAnchor.constraint(equalToConstant: 48),
            heightAnchor.constraint(equalToConstant: 48)
        ])
    }
}
