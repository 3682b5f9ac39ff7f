// random/seed-1182: Random tree from generator seed 1182 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 375, height: .infinity, mode: .fit, scale: 1, direction: .leftToRight, alignment: .trailing)
let searchbar1 = UISearchBar()
let layer2 = UIView()
let view3 = UIView()
let textview4 = UITextView()
let viewsized5 = UIView(width: 150, height: 20)
var body: Layout {
  VStack(alignment: .center, spacing: 10.5) {
    HFlow(itemAlignment: .center, lineAlignment: .center, itemSpacing: 4, lineSpacing: 4) {
      searchbar1
        .padding(EdgeInsets(top: 5, leading: 3, bottom: 1, trailing: 7.5))
        .overlay(alignment: .bottomTrailing) {
          layer2
        }
      view3
      HStack(alignment: .bottom, spacing: 16) {
        textview4
      }
    }
    viewsized5
  }
}
