// Modelled on Ramotion/paper-onboarding, PaperOnboardingDemo/PaperOnboardingDemo/ViewController.swift,
// and vinhnx/Clendar, Clendar/Helper/Custom View/DateHighlightView.swift: a view whose stored
// properties are built from names its app's other files declare (`headingFont`, `Palette.ink`,
// `Artwork.compass.image`) — placeholders, never a stop — and whose helper makes its views with
// `UILabel(frame:)` and `UIView(frame:)`.
// expect-min-frames: 3
import UIKit

class TourPageView: UIView {
  private let pages = [
    TourPage(artwork: Artwork.compass.image, title: "Explore", titleFont: headingFont, tint: Palette.ink),
    TourPage(artwork: Artwork.map.image, title: "Plan", titleFont: headingFont, tint: Palette.ink),
  ]

  private let captionFont = bodyFont

  private lazy var headline: UILabel = makeLabel("Welcome aboard")

  override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityValue = "\(pages.count) pages"
    let strip = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 4))
    strip.backgroundColor = Palette.accent
    strip.translatesAutoresizingMaskIntoConstraints = false
    addSubview(headline)
    addSubview(strip)
    NSLayoutConstraint.activate([
      headline.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 24),
      headline.centerXAnchor.constraint(equalTo: centerXAnchor),
      strip.topAnchor.constraint(equalTo: headline.bottomAnchor, constant: 8),
      strip.centerXAnchor.constraint(equalTo: centerXAnchor),
      strip.widthAnchor.constraint(equalToConstant: 40),
      strip.heightAnchor.constraint(equalToConstant: 4),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func makeLabel(_ text: String) -> UILabel {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    label.text = text
    label.font = captionFont
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }
}
