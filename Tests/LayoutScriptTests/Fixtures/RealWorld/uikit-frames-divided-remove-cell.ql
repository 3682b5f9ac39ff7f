// Modelled on Instagram/IGListKit, Examples/Examples-iOS/IGListKitExamples/Views/RemoveCell.swift:
// a collection view cell whose lazy label and button add themselves to the content view, framed
// in layoutSubviews() by CGRect's divided(atDistance:from:) and insetBy(dx:dy:).
// expect-min-frames: 3
import UIKit

protocol ArchiveCellDelegate: AnyObject {
    func archiveCellDidTapButton(_ cell: ArchiveCell)
}

final class ArchiveCell: UICollectionViewCell {
    weak var delegate: ArchiveCellDelegate?

    private lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        self.contentView.addSubview(label)
        return label
    }()

    fileprivate lazy var archiveButton: UIButton = {
        let button = UIButton(type: .custom)
        button.setTitle("Archive", for: UIControl.State())
        button.setTitleColor(.systemBlue, for: UIControl.State())
        button.addTarget(self, action: #selector(ArchiveCell.onArchive(_:)), for: .touchUpInside)
        self.contentView.addSubview(button)
        return button
    }()

    var title: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        let parts = bounds.divided(atDistance: 120, from: .minXEdge)
        titleLabel.frame = parts.remainder.insetBy(dx: 12, dy: 0)
        archiveButton.frame = parts.slice
    }

    @objc func onArchive(_ button: UIButton) {
        delegate?.archiveCellDidTapButton(self)
    }
}
