// grid/invoice: Invoice grid with wrapping descriptions and column alignments; mirrors GridLayoutServerSnapshotTests.testGridInvoiceLayout
canvas(width: 300, height: 600, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let titleLabel1 = UILabel(text: "Item", lines: 0, font: 18)
let titleLabel2 = UILabel(text: "Description", lines: 0, font: 18)
let titleLabel3 = UILabel(text: "Quantity", lines: 0, font: 18)
let titleLabel4 = UILabel(text: "Price", lines: 0, font: 18)
let item1 = UILabel(text: "Bread", lines: 0)
let desc1 = UILabel(text: "Bread is a staple food made from crop", lines: 0)
let qty1 = UILabel(text: "Qty 11", lines: 0)
let price1 = UILabel(text: "$10.00", lines: 0)
let item2 = UILabel(text: "Milk", lines: 0)
let desc2 = UILabel(text: "Milk is a white, nutritious drink made by cows", lines: 0)
let qty2 = UILabel(text: "Qty 32", lines: 0)
let price2 = UILabel(text: "$20.00", lines: 0)
let item3 = UILabel(text: "Water", lines: 0)
let desc3 = UILabel(text: "Water is a transparent, tasteless, odorless liquid", lines: 0)
let qty3 = UILabel(text: "Qty 3", lines: 0)
let price3 = UILabel(text: "$5.00", lines: 0)
var body: Layout {
  Grid(alignment: .top, horizontalSpacing: 4, verticalSpacing: 4) {
    GridRow {
      titleLabel1
        .gridColumnAlignment(.leading)
      titleLabel2
        .gridColumnAlignment(.leading)
      titleLabel3
        .gridColumnAlignment(.trailing)
      titleLabel4
        .gridColumnAlignment(.trailing)
    }
    GridRow {
      item1
      desc1
      qty1
      price1
    }
    GridRow {
      item2
      desc2
      qty2
      price2
    }
    GridRow {
      item3
      desc3
      qty3
      price3
    }
  }
}
