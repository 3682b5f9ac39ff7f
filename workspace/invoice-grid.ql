// A grid: columns as wide as their widest cell, amounts aligned to the trailing edge.
canvas(width: 320, height: 200, mode: .fit)

let item1 = UILabel(text: "Coffee")
let amount1 = UILabel(text: "$3.50")
let item2 = UILabel(text: "Blueberry muffin")
let amount2 = UILabel(text: "$2.75")
let total = UILabel(text: "Total")
let amount3 = UILabel(text: "$6.25")

var body: Layout {
  Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
    GridRow {
      item1
      amount1
        .gridColumnAlignment(.trailing)
    }
    GridRow {
      item2
      amount2
    }
    GridRow {
      total
      amount3
    }
  }
  .padding(16)
}
