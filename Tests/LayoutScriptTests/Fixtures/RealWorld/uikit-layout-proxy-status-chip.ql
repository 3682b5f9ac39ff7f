// Modelled on anyproto/anytype-swift, Anytype/Sources/PresentationLayer/Editor/.../EditorSyncStatusItem.swift
// and AnytypeLabel.swift: views laid out with the app's own layout-proxy DSL of another file —
// `layoutUsing.anchors { $0.height.equal(to: …) }` sizing the view itself, `addSubview(label) {
// $0.leading.equal(to: leadingAnchor, constant: …) }` and `addSubview(icon) { $0.pinToSuperview() }`;
// the chip, its dot, its label and its sizes are ours.
// expect-min-frames: 3
import UIKit

final class StatusChip: UIView {
    private let dot = UIView()
    private let titleLabel = UILabel()
    private let chipHeight: CGFloat = 28
    private let inset: CGFloat = 10

    override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setup() {
        titleLabel.text = "Synced"
        layoutUsing.anchors {
            $0.height.equal(to: chipHeight)
            $0.width.greaterThanOrEqual(to: 80)
        }
        addSubview(dot) {
            $0.leading.equal(to: leadingAnchor, constant: inset)
            $0.centerY.equal(to: centerYAnchor)
            $0.size(CGSize(width: 8, height: 8))
        }
        addSubview(titleLabel) {
            $0.leading.equal(to: dot.trailingAnchor, constant: 6)
            $0.trailing.equal(to: trailingAnchor, constant: -inset)
            $0.centerY.equal(to: centerYAnchor)
        }
    }
}
