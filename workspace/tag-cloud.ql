// An HFlow wraps its items into lines, like a tag cloud.
canvas(width: 200, height: 300, mode: .fit)

let swift = UILabel(text: "#swift")
let layout = UILabel(text: "#layout")
let repl = UILabel(text: "#repl")
let terminal = UILabel(text: "#terminal")
let quick = UILabel(text: "#quicklayout")

var body: Layout {
  HFlow(itemAlignment: .center, lineAlignment: .leading, itemSpacing: 8, lineSpacing: 4) {
    swift
    layout
    repl
    terminal
    quick
  }
  .padding(8)
}
