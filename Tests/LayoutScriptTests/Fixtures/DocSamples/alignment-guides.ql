// Alignment Guides: a custom guide that spans two tiers of containers.
canvas(width: 375, height: 200)

extension VerticalAlignment {
  private struct EmojiTitleAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
      context[VerticalAlignment.bottom]
    }
  }
  static let emojiTitle = VerticalAlignment(
    EmojiTitleAlignment.self
  )
}

let titleView = UILabel(text: "Pick a fruit")
let emojiViews = ["🍎", "🍌", "🍒"].map { UILabel(text: $0, font: 32) }
let emojiTitleViews = ["Apple", "Banana", "Cherry"].map { UILabel(text: $0, font: 12) }

var body: Layout {
  VStack(spacing: 30) {
    titleView
    HStack(alignment: .emojiTitle, spacing: 16) {
      for index in emojiViews.indices {
        VStack {
          emojiViews[index]
          emojiTitleViews[index]
            .alignmentGuide(.emojiTitle) { d in d[.top] }
        }
      }
    }
  }
}
