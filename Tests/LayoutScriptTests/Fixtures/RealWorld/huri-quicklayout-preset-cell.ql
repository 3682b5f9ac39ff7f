// Modelled on huri000/SwiftEntryKit, Example/SwiftEntryKit/Presets/PresetTableViewCell.swift: a
// table cell laid out with huri000's QuickLayout (layoutToSuperview of several edges,
// set(_:_:of:), layout(_:to:of:offset:), layout(to:of:), forceContentWrap()), a model whose
// didSet fills the labels, a font of the app's own.
// expect-min-frames: 5
import SwiftEntryKit
import UIKit

class EpisodeCell: UITableViewCell {

    // MARK: - Properties

    private let artworkView = UIImageView()
    private let showLabel = UILabel()
    private let summaryLabel = UILabel()
    private let durationLabel = UILabel()

    var episode: Episode! {
        didSet {
            showLabel.text = episode.show
            summaryLabel.text = episode.summary
            durationLabel.text = episode.duration
            artworkView.image = UIImage(named: episode.artwork)
        }
    }

    // MARK: - Setup

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setupArtwork()
        setupDuration()
        setupShowLabel()
        setupSummary()
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupArtwork() {
        contentView.addSubview(artworkView)
        artworkView.contentMode = .scaleAspectFill
        artworkView.layoutToSuperview(.left, .top, offset: 12)
        artworkView.set(.width, .height, of: 56)
        artworkView.layoutToSuperview(.bottom, relation: .lessThanOrEqual, offset: -12)
    }

    private func setupDuration() {
        contentView.addSubview(durationLabel)
        durationLabel.font = .systemFont(ofSize: 12)
        durationLabel.layoutToSuperview(.right, offset: -12)
        durationLabel.layoutToSuperview(.top, offset: 14)
        durationLabel.forceContentWrap()
    }

    private func setupShowLabel() {
        contentView.addSubview(showLabel)
        showLabel.font = AppFont.bold.with(size: 17)
        showLabel.numberOfLines = 0
        showLabel.layout(.left, to: .right, of: artworkView, offset: 12)
        showLabel.layout(to: .top, of: artworkView)
        showLabel.layout(.right, to: .left, of: durationLabel, offset: -8)
    }

    private func setupSummary() {
        contentView.addSubview(summaryLabel)
        summaryLabel.font = .systemFont(ofSize: 14)
        summaryLabel.numberOfLines = 2
        summaryLabel.layout(.top, to: .bottom, of: showLabel, offset: 4)
        summaryLabel.layout(to: .left, of: showLabel)
        summaryLabel.layoutToSuperview(.right, offset: -12)
        summaryLabel.layoutToSuperview(.bottom, relation: .lessThanOrEqual, offset: -12)
    }
}
