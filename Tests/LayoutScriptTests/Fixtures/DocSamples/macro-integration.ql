// How It Works (macro integration): closure initialisers and UIImage(systemName:).
canvas(width: 375, height: 100)
import QuickLayout

@QuickLayout
final class MyView: UIView {

  private let label = {
    let label = UILabel()
    label.text = "Hello World!"
    return label
  }()

  private let image = {
    let image = UIImageView()
    image.image = UIImage(systemName: "globe.americas")
    return image
  }()

  var body: Layout {
    HStack {
      label
      Spacer(8)
      image
    }
  }
}
