// Lesson 9 — ZStack, overlay and background: views on top of each other.
// A ZStack offers every child its whole proposal, lines them up by its alignment and is as big
// as its biggest child. overlay and background put a layer on one view: the layer is offered
// that view's size and placed by its alignment, so the view decides the size, never the layer.
// Try:  ZStack(alignment: .bottomLeading) { photo; count }   (the count moves to the photo's bottom-left corner)
//       photo.overlay(alignment: .bottom) { count }          (an overlay: the count on the photo's bottom edge)
canvas(width: 200, height: 120)

let photo = UIImageView(width: 80, height: 80)
let count = UILabel(text: "3")

var body: Layout {
  ZStack {
    photo
    count
  }
}

// exercise: Put the count in the photo's top-right corner.
// goal: count.maxX == photo.maxX && count.y == photo.y
// hint: ZStack(alignment: .topTrailing), or photo.overlay(alignment: .topTrailing) { count }.
