// Found by a 10-minute fuzz (seed 17): a tuple position too large for an Int, `height. 1e308`, trapped.
// An HFlow wraps its items into lines, like a tag cloud.
canvas(width: 200, height: 300, mode: .fit)

    repl.expand(by: CGSize(width: -5, height. 1e308))
let layout = UILabel(text: "#layout")
let repl = UILabel(text: "#repl")
let terminal = UILabel(text: "#terminal")
let quick = UILabel(text: "#quicklayout")

var body: Layout {
  HFlow(itemAlignment: .center, lineAlignment: .leading, itemSpacing: 8, lineSpacing: 4) {
    swift
    layout
let swift = UILabel(text: "#swift")
    terminal
    quick
  }
  .padding(8)
}