// Custom Content View: bodyContainerView is a UIKit property and is skipped.
canvas(width: 375, height: 100)

@QuickLayout
final class ExperimentedView: UIView {

  let contentView = UIView()
  let title = UILabel(text: "Inside the content view")

  init() {
    super.init(frame: .zero)
    addsSubview(contentView)
  }

  override public var bodyContainerView: UIView {
    contentView /// This will be the container view for the body.
  }

  var body: Layout {
    ZStack {
      contentView
      title
    }
  }
}
