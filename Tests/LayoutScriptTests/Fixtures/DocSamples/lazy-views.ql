// The Lazy Views page: the delete button's closure never runs, its branch is not taken.
canvas(width: 375, height: 100)
import QuickLayout

@QuickLayout
final class MyView: UIView {

  var showReplyButton: Bool = true {
    didSet { setNeedsLayout() }
  }

  var showDeleteButtonView: Bool = false {
    didSet { setNeedsLayout() }
  }

  private let commentLabel = UILabel(text: "Nice layout!")

  private var replyButton = LazyView { [weak self] in
    /// This closure is called when the view is used in the layout for the first time.
    let button = UIButton(type: .system)
    button.setTitle("Reply", for: .normal)
    return button
  }

  private var deleteButton = LazyView { [weak self] in
    /// This closure is called when the view is used in the layout for the first time.
    let button = UIButton(type: .system)
    button.setTitle("Delete", for: .normal)
    return button
  }

  private func updateButtonStateIfNeeded(isEnabled: Bool) {
    /// Doesn't trigger the view load.
    replyButton.ifLoaded?.isEnabled = isEnabled
    deleteButton.ifLoaded?.isEnabled = isEnabled
  }

  var body: Layout {
    HStack {
      commentLabel
      if showDeleteButtonView { /// If false, the view is not loaded.
        deleteButton
      }
      if showReplyButton { /// If false, the view is not loaded.
        replyButton
      }
    }
  }
}
