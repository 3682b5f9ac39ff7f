// vstack/horizontally-expandable-controls: UITextField/UISlider/UIProgressView/UISearchBar take the proposed width and their own height
canvas(width: 320, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let field = UITextField()
let slider = UISlider()
let progress = UIProgressView()
let search = UISearchBar()
var body: Layout {
  VStack(spacing: 4) {
    field
    slider
    progress
    search
  }
}
