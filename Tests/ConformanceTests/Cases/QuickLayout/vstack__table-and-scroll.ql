// vstack/table-and-scroll: Two fully flexible scroll-type views split the height
canvas(width: 320, height: 480, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let table = UITableView()
let scroll = UIScrollView()
var body: Layout {
  VStack {
    table
    scroll
  }
}
