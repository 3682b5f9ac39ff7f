// Modelled on RocketChat/Rocket.Chat.iOS, Rocket.Chat/External/RCEmojiKit/Slider.swift (the audio
// message slider): a track and a thumb placed by frame in layoutSubviews from its bounds and the
// lengths of a config struct of another file (each such length the side of a placeholder box,
// 80 × 44, noted), the thumb moved along by the value's fraction.
// expect-min-frames: 3
import UIKit

final class ScrubberView: UIView {
  let config: ScrubberConfig
  var value: Float = 0.25 { didSet { setNeedsLayout() } }

  let track = UIView(frame: .zero)
  let thumb = UIView(frame: .zero)

  init(config: ScrubberConfig = ScrubberConfig()) {
    self.config = config
    super.init(frame: .zero)
    addSubview(track)
    addSubview(thumb)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    track.frame = CGRect(x: 0, y: 100, width: bounds.width, height: config.trackHeight)
    thumb.frame = CGRect(
      x: (bounds.width - 40) * CGFloat(value),
      y: 100,
      width: 40,
      height: config.thumbHeight)
  }
}
