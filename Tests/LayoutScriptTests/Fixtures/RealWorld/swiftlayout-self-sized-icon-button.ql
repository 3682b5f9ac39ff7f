// Modelled on a SwiftLayout app's icon button (a "Together" app, TogetherImageButton.swift): a
// public `UIButton` subclass adopting `Layoutable` whose `@LayoutBuilder public var layout: some
// SwiftLayout.Layout` gives the button itself a size (`self.anchors { Anchors.size(width:height:) }`)
// and pins a dot made by `UIView().config { … }` inside its top-trailing corner with
// `equalToSuper(inwardOffset:)`; `init(image:)` sets the image and calls `sl.updateLayout()`. With no
// canvas the button is laid out at its own 36 × 36, not pinned to the canvas (no conflict).
// expect-min-frames: 2
import Foundation
import SwiftLayout
import UIKit

public class DotIconButton: UIButton, Layoutable {
    public var activation: Activation?

    private let unreadDot: UIView = UIView().config { view in
        view.backgroundColor = .systemRed
        view.layer.cornerRadius = 2
    }

    @LayoutBuilder public var layout: some SwiftLayout.Layout {
        self.anchors {
            Anchors.size(width: 36, height: 36)
        }.sublayout {
            unreadDot.anchors {
                Anchors.size(width: 4, height: 4)
                Anchors.top.equalToSuper(inwardOffset: 3)
                Anchors.trailing.equalToSuper(inwardOffset: 5)
            }
        }
    }

    public init(image: UIImage?) {
        super.init(frame: .zero)
        setImage(image, for: .normal)
        sl.updateLayout()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public func setUnread(_ unread: Bool) {
        unreadDot.isHidden = !unread
    }
}
