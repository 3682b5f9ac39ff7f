// Lesson 12 — how a SwiftUI stack divides its width.
// Under SwiftUI's rules (semantics: .swiftUI) an HStack takes its spacing off first, then offers
// its children the width in turn: the highest layoutPriority first; within a priority, the least
// flexible first (a fixed image before a text, a text before a Color, which takes anything);
// each is offered an even share of what is left, and what it does not take goes to the next.
// Try:  :explain title          (where the stack put the title in its order, and what it offered)
//       :semantics quicklayout  (QuickLayout's rules give the same frames here, measuring the title fewer times)
canvas(width: 300, height: 80, semantics: .swiftUI)

var body: some View {
  HStack(spacing: 8) {
    Image(width: 40, height: 40).named("icon")
    Text("A title that is rather long").named("title")
    Color.blue.named("fill")
  }
}

// exercise: Keep the title on one line, without changing its text or the canvas.
// goal: title.lines == 1 && title.width == 216
// hint: a higher layoutPriority is offered the width before the others: .layoutPriority(1) on the title.
