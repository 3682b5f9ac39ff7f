// Modelled on cuappdev/uplift-ios, Uplift/Views/FacilityHoursCell.swift: a collection cell whose
// SnapKit constraints are first written with `updateConstraints` (no constraint of SnapKit's on the
// view yet, so SnapKit makes them), a day label beside a horizontal scroll view whose times label is
// pinned to every edge of it (so the scroll view's content area takes the label's size), fonts from
// another file's constants.
// expect-min-frames: 4
import SnapKit
import UIKit

class OpeningHoursCell: UICollectionViewCell {

    static let identifier = "openingHoursCellIdentifier"

    private let dayLabel = UILabel()
    private let hoursScrollView = UIScrollView()
    private let timesLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        setupViews()
        setupConstraints()
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(day: String, times: String, isToday: Bool) {
        dayLabel.text = day
        timesLabel.text = times
        dayLabel.font = isToday ? ._14MontserratBold : ._14MontserratRegular
    }

    private func setupViews() {
        dayLabel.text = "Mon"
        dayLabel.textColor = .primaryBlack
        dayLabel.font = ._14MontserratRegular
        contentView.addSubview(dayLabel)

        hoursScrollView.showsHorizontalScrollIndicator = false
        contentView.addSubview(hoursScrollView)

        timesLabel.text = "6:00 AM - 11:00 PM"
        timesLabel.textColor = .primaryBlack
        timesLabel.font = ._14MontserratRegular
        hoursScrollView.addSubview(timesLabel)
    }

    private func setupConstraints() {
        let leadingPadding = 16
        let dayWidth = 40

        dayLabel.snp.updateConstraints { make in
            make.leading.equalToSuperview().offset(leadingPadding)
            make.top.bottom.equalToSuperview()
            make.width.equalTo(dayWidth)
        }

        hoursScrollView.snp.updateConstraints { make in
            make.leading.equalTo(dayLabel.snp.trailing).offset(8)
            make.trailing.equalToSuperview().inset(leadingPadding)
            make.centerY.equalTo(dayLabel)
            make.height.equalTo(20)
        }

        timesLabel.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
    }
}
