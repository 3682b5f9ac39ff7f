// Modelled on facebookincubator/QuickLayout, Sources/QuickLayout/QuickLayout/__showcase__/9-LayoutContainers/GridLayoutExampleView.swift:
// labels and sliders made by closures (appearance setters, addTarget with #selector), a Grid of
// GridRows with spacings from stored properties, @objc actions that are not run, an @available #Preview.
// expect-min-frames: 8
import QuickLayout

@QuickLayout
final class PriceTableView: UIView {

  private var columnGap: CGFloat = 12
  private var rowGap: CGFloat = 6

  private lazy var gapSlider: UISlider = {
    let slider = UISlider()
    slider.minimumValue = 0
    slider.maximumValue = 30
    slider.value = Float(columnGap)
    slider.minimumTrackTintColor = UIColor(red: 0.2, green: 0.6, blue: 1.0, alpha: 1.0)
    slider.addTarget(self, action: #selector(gapChanged), for: .valueChanged)
    return slider
  }()

  private let header: UILabel = {
    let label = UILabel()
    label.text = "Fruit"
    label.font = .boldSystemFont(ofSize: 18)
    label.numberOfLines = 0
    return label
  }()

  private let headerPrice: UILabel = {
    let label = UILabel()
    label.text = "Price"
    label.font = .boldSystemFont(ofSize: 18)
    return label
  }()

  private let pear: UILabel = {
    let label = UILabel()
    label.text = "Pear"
    label.font = .systemFont(ofSize: 16, weight: .medium)
    return label
  }()

  private let pearPrice: UILabel = {
    let label = UILabel()
    label.text = "£0.80"
    label.font = .systemFont(ofSize: 16, weight: .semibold)
    label.textColor = UIColor(red: 0.2, green: 0.6, blue: 0.2, alpha: 1.0)
    return label
  }()

  private let plum: UILabel = {
    let label = UILabel()
    label.text = "Plum"
    label.font = .systemFont(ofSize: 16, weight: .medium)
    return label
  }()

  private let plumPrice: UILabel = {
    let label = UILabel()
    label.text = "£1.10"
    label.font = .systemFont(ofSize: 16, weight: .semibold)
    return label
  }()

  private let gapLabel: UILabel = {
    let label = UILabel()
    label.text = "Column gap"
    label.font = .systemFont(ofSize: 16, weight: .medium)
    return label
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1.0)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  @objc private func gapChanged(_ sender: UISlider) {
    columnGap = CGFloat(sender.value)
    setNeedsLayout()
  }

  var body: Layout {
    VStack {
      Spacer()
      Grid(alignment: .leading, horizontalSpacing: columnGap, verticalSpacing: rowGap) {
        GridRow {
          header
          headerPrice
        }
        GridRow {
          pear
          pearPrice
        }
        GridRow {
          plum
          plumPrice
        }
      }
      .padding(.horizontal, 16)
      Spacer()
      Grid(alignment: .leading) {
        GridRow {
          gapLabel
            .layoutPriority(1)
          gapSlider
        }
      }
      .padding(.horizontal, 16)
      .padding(.bottom, 32)
    }
  }
}

@available(iOS 17, *)
#Preview {
  PriceTableView()
}
