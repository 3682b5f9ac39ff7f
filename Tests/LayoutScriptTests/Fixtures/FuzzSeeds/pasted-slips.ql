// Issue 9, points 17 and 19: the docs' own typo and other slips, in used and unused components.
let title = UILabel(text: "Title")
var gap = 8
func Row(_ text: String) -> Layout {
  HStack(spacng: gap) { UILabel(text: txt) }
}
var body: Layout {
  VStack {
    title.padding(.horizontal: 16)
    title
      padding(8)
  }
}
