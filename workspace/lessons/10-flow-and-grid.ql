// Lesson 10 — flows wrap, grids line up.
// An HFlow puts its items in a row and starts a new line when the next one does not fit.
// A Grid measures every cell, makes each column as wide as its widest cell and each row as
// tall as its tallest, and places each cell in its column by the column's alignment.
// Try:  :canvas 160x300 fit    (a narrower canvas: the tags wrap onto more lines)
canvas(width: 240, height: 300, mode: .fit)

let swift = UILabel(text: "#swift")
let layout = UILabel(text: "#layout")
let repl = UILabel(text: "#repl")
let coffee = UILabel(text: "Coffee")
let price1 = UILabel(text: "$3.50")
let muffin = UILabel(text: "Muffin")
let price2 = UILabel(text: "$12.75")

var body: Layout {
  VStack(alignment: .leading, spacing: 16) {
    HFlow(itemSpacing: 8, lineSpacing: 4) {
      swift
      layout
      repl
    }
    Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
      GridRow {
        coffee
        price1
      }
      GridRow {
        muffin
        price2
      }
    }
  }
  .padding(8)
}

// exercise: Align the prices' right edges.
// goal: price1.maxX == price2.maxX
// hint: .gridColumnAlignment(.trailing) on one cell of a column aligns the whole column.
