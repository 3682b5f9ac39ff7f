// Modelled on deltachat/deltachat-ios, deltachat-ios/Chat/Views/AudioPlayerView.swift, and
// nextcloud/talk-ios, NextcloudTalk/Settings/TextViewTableViewCell.swift and
// NextcloudTalk/Chat/ReplyMessageView.swift: UIKit members qlrepl does not model, read and set in
// a view's lazy properties — an initializer's style (`progressViewStyle:`), an image's
// rendering mode, a text view's container, a layer's CGColor, a date's time interval — each an
// opaque placeholder or left out, the views laid out by their anchors.
// expect-min-frames: 4
import UIKit

class RecordingStrip: UIView {
  lazy var recordButton: UIButton = {
    let button = UIButton(type: .custom)
    let icon = UIImage(systemName: "mic.fill")
    button.setImage(icon?.withRenderingMode(.alwaysTemplate), for: .normal)
    button.imageView?.contentMode = .scaleAspectFit
    button.translatesAutoresizingMaskIntoConstraints = false
    return button
  }()

  private lazy var levelView: UIProgressView = {
    let level = UIProgressView(progressViewStyle: .bar)
    level.progress = 0.25
    level.trackTintColor = UIColor.systemGray5
    level.translatesAutoresizingMaskIntoConstraints = false
    return level
  }()

  private lazy var notesView: UITextView = {
    let notes = UITextView()
    notes.textContainer.lineFragmentPadding = 0
    notes.textContainerInset = .zero
    notes.layer.borderColor = UIColor.separator.cgColor
    notes.layer.borderWidth = 1
    notes.translatesAutoresizingMaskIntoConstraints = false
    return notes
  }()

  private let startedAt = Date().timeIntervalSince1970

  override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityValue = "recording since \(startedAt)"
    addSubview(recordButton)
    addSubview(levelView)
    addSubview(notesView)
    NSLayoutConstraint.activate([
      recordButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      recordButton.topAnchor.constraint(equalTo: topAnchor, constant: 20),
      recordButton.widthAnchor.constraint(equalToConstant: 44),
      recordButton.heightAnchor.constraint(equalToConstant: 44),
      levelView.leadingAnchor.constraint(equalTo: recordButton.trailingAnchor, constant: 12),
      levelView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      levelView.centerYAnchor.constraint(equalTo: recordButton.centerYAnchor),
      notesView.topAnchor.constraint(equalTo: recordButton.bottomAnchor, constant: 12),
      notesView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      notesView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      notesView.heightAnchor.constraint(equalToConstant: 120),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
