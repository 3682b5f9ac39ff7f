// Modelled on GitHawkApp/GitHawk, Classes/Issues/Labeled/IssueLabelCell.swift: a collection cell
// whose SnapKit constraints take their insets from another file's constants (`Styles.Sizes.gutter`),
// a coloured background pinned to the content view and a label centred in it.
// expect-min-frames: 3
import UIKit
import SnapKit

final class TopicChipCell: UICollectionViewCell {
    let chipBackground = UIView()
    let chipLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        chipBackground.layer.cornerRadius = Theme.Metrics.cornerRadius
        contentView.addSubview(chipBackground)
        chipBackground.snp.makeConstraints { make in
            make.left.equalTo(Theme.Metrics.gutter)
            make.right.equalTo(-Theme.Metrics.gutter)
            make.top.equalTo(0)
            make.bottom.equalTo(-Theme.Metrics.rowSpacing)
        }
        chipLabel.font = Theme.Fonts.smallTitle
        chipBackground.addSubview(chipLabel)
        chipLabel.snp.makeConstraints { make in
            make.centerY.equalTo(chipBackground)
            make.left.equalTo(Theme.Metrics.columnSpacing)
        }
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func bind(_ topic: Topic) {
        chipLabel.text = topic.name
    }
}
