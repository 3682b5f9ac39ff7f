// Modelled on facebookincubator/QuickLayout, Sources/QuickLayout/docs/docs/how-to-use/
// manual-layout-integration-uiviewcontrollers.mdx ("@QuickLayout view in a view controller"): a
// view controller whose own body places a @QuickLayout view, applied to its safe area in
// viewDidLayoutSubviews; here the view has a real body; written as our own code.
// expect-min-frames: 4
import UIKit
import QuickLayout

@QuickLayout
class ProfileHeader: UIView {
  let photo = UIImageView(image: UIImage(systemName: "person.crop.circle"))
  let name = UILabel()
  let handle = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    name.text = "Rosa Díaz"
    handle.text = "@rosa"
    handle.font = .systemFont(ofSize: 12)
  }

  required init?(coder: NSCoder) { fatalError() }

  var body: Layout {
    HStack(spacing: 12) {
      photo
      VStack(alignment: .leading, spacing: 2) {
        name
        handle
      }
    }
  }
}

class ProfileViewController: UIViewController {

  let header = ProfileHeader()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addSubview(header)
  }

  var body: Layout {
    VStack {
      header
      Spacer()
    }
    .padding(16)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    body.applyFrame(view.bounds.inset(by: view.safeAreaInsets))
  }
}
