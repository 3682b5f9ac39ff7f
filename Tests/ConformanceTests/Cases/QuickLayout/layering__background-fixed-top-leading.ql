// layering/background-fixed-top-leading: A 120x120 background aligned topLeading behind a 100x100 image
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let img = UIImageView(width: 100, height: 100)
let bg = UIView()
var body: Layout {
  img
    .background(alignment: .topLeading) {
      bg
        .frame(width: 120, height: 120)
    }
}
