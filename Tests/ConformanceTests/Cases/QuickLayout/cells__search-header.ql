// cells/search-header: Search bar + segmented buttons + table filling the rest
canvas(width: 375, height: 667, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let search = UISearchBar()
let all = UIButton(title: "All")
let unread = UIButton(title: "Unread")
let flagged = UIButton(title: "Flagged")
let table = UITableView()
var body: Layout {
  VStack(spacing: 4) {
    search
    HStack(spacing: 8) {
      all
      unread
      flagged
      Spacer()
    }
      .padding(.horizontal, 8)
    table
  }
}
