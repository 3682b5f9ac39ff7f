// Lesson 14 — GeometryReader takes what it is offered; ViewThatFits picks what fits.
// A GeometryReader takes the whole proposal and puts its content at its top-leading corner,
// offered its size. ViewThatFits asks each child its ideal size, in order, and shows the first
// that fits the proposal (else the last).
// Try:  :canvas 400x120     (room for the row: ViewThatFits shows the HStack, the labels side by side)
canvas(width: 240, height: 120, semantics: .swiftUI)

var body: some View {
  VStack(spacing: 8) {
    ViewThatFits {
      HStack {
        Text("Delivered yesterday").named("status")
        Text("Track parcel").named("action")
      }
      VStack {
        Text("Delivered yesterday").named("statusStacked")
        Text("Track parcel").named("actionStacked")
      }
    }
    GeometryReader { proxy in
      Color.green.named("swatch").frame(width: 20, height: 20)
    }
  }
}

// exercise: Make the side-by-side row fit in 240 points: the status and the action on one line.
// goal: status.placed && action.placed && status.y == action.y && body.width == 240
// hint: ViewThatFits shows the first child whose ideal width fits: shorten a text (Text("Track")) or the spacing, at 240 points.
