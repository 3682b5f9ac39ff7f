// hstack/two-search-bars: HStack of two search-bars proposed 300x100 (fit); mirrors HStackWithTwoViewsServerSnapshotTests
canvas(width: 300, height: 100, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UISearchBar()
let v2 = UISearchBar()
var body: Layout {
  HStack {
    v1
    v2
  }
}
