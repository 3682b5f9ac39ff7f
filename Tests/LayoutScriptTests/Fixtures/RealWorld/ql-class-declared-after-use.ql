// Modelled on facebookincubator/QuickLayout, Sources/QuickLayout/QuickLayout/__showcase__/5-Alignment/
// CustomAlignmentView.swift and 4-ListExample/BarsModels.swift: a @QuickLayout view aligning rows
// on a custom alignment, fed by a model struct; here the screen comes first, the row class it
// uses, the model and the alignment after it, as the pieces of pasted snippets land in one
// file (issue 21, point 3); written as our own code.
// expect-min-frames: 6
import QuickLayout

@QuickLayout
final class PriceList: UIView {
  private let rows = Item.samples.map { PriceRow(item: $0) }

  var body: Layout {
    VStack(alignment: .priceColumn, spacing: 8) {
      for row in rows {
        row
      }
    }
    .padding(16)
  }
}

@QuickLayout
final class PriceRow: UIView {
  private let nameLabel = UILabel()
  private let priceLabel = UILabel()

  init(item: Item) {
    nameLabel.text = item.name
    priceLabel.text = item.price
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { fatalError() }

  var body: Layout {
    HStack(spacing: 8) {
      nameLabel
      priceLabel
        .alignmentGuide(.priceColumn) { d in d[.leading] }
    }
  }
}

struct Item {
  let name: String
  let price: String

  static let samples = [
    Item(name: "Tea", price: "2.50"),
    Item(name: "Flat white", price: "3.20"),
  ]
}

extension HorizontalAlignment {
  private struct PriceColumn: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
      context[.leading]
    }
  }
  static let priceColumn = HorizontalAlignment(PriceColumn.self)
}
