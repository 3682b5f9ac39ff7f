// Modelled on deltachat/deltachat-ios, deltachat-ios/Chat/Views/AudioPlayerView.swift: a voice
// note row placed by the app's own constraint helpers, declared in another file
// (constraintAlignLeadingTo(_:paddingLeading:), constraintCenterYTo(_:), constraintHeightTo(_:priority:),
// and addConstraints(left:right:centerY:leftConstant:rightConstant:)), read by their names.
// expect-min-frames: 4
import UIKit

open class VoiceNoteView: UIView {
    private lazy var playButton: UIButton = {
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    private lazy var elapsedLabel: UILabel = {
        let label = UILabel(frame: .zero)
        label.font = UIFont.systemFont(ofSize: 12)
        label.text = "0:00"
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    private lazy var waveform: UIProgressView = {
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0
        progress.translatesAutoresizingMaskIntoConstraints = false
        return progress
    }()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(playButton)
        addSubview(elapsedLabel)
        addSubview(waveform)
        setupConstraints()
    }

    required public init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    open func setupConstraints() {
        playButton.constraintWidthTo(44, priority: UILayoutPriority(rawValue: 999)).isActive = true
        playButton.constraintHeightTo(44, priority: UILayoutPriority(rawValue: 999)).isActive = true
        addConstraints([
            playButton.constraintAlignLeadingTo(self, paddingLeading: 10),
            playButton.constraintCenterYTo(self),
            elapsedLabel.constraintAlignTrailingTo(self, paddingTrailing: 10),
            elapsedLabel.constraintCenterYTo(self),
        ])
        waveform.addConstraints(left: playButton.rightAnchor,
                                right: elapsedLabel.leftAnchor,
                                centerY: centerYAnchor,
                                leftConstant: 6,
                                rightConstant: 6)
    }
}
